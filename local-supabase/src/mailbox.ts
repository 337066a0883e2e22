// A local mailbox for auth emails (what Inbucket/Mailpit is to the Supabase CLI).
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the message (confirm, recovery…), when there is one. */
  link: string | null;
  sentAt: string;
}

export class Mailbox {
  private readonly messages: MailMessage[] = [];

  send(message: Omit<MailMessage, 'id' | 'sentAt'>): MailMessage {
    const stored = { ...message, to: message.to.toLowerCase(), id: randomUUID(), sentAt: new Date().toISOString() };
    this.messages.push(stored);
    return stored;
  }

  list(to?: string): MailMessage[] {
    const wanted = to?.toLowerCase();
    return this.messages.filter((m) => !wanted || m.to === wanted).reverse();
  }

  latest(to: string): MailMessage | undefined {
    return this.list(to)[0];
  }
}
