import { APPLICATION_MODAL_STORAGE_KEY, DRAFT_OWNER_STORAGE_KEY } from '@/config/storage-keys';
import { claimKeptDrafts, clearStorageAfterSignOut, isSignOutRequested, whileSigningOut } from './session-end';

const DRAFT = JSON.stringify({ isOpen: true, mode: 'create', values: { company_name: 'Pennylane' } });

describe('storage after a sign-out', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(APPLICATION_MODAL_STORAGE_KEY, DRAFT);
    localStorage.setItem('offerpilot.sidebarCollapsed', 'true');
  });

  it('clears everything after a sign-out the person asked for', () => {
    expect(clearStorageAfterSignOut(localStorage, null)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('keeps only the unsaved drafts, marked as the user’s, when the session ended by itself', () => {
    expect(clearStorageAfterSignOut(localStorage, 'user-1')).toBe(true);
    expect(localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY)).toBe(DRAFT);
    expect(localStorage.getItem(DRAFT_OWNER_STORAGE_KEY)).toBe('user-1');
    expect(localStorage.getItem('offerpilot.sidebarCollapsed')).toBeNull();
  });

  it('keeps nothing and marks no owner when there was no draft', () => {
    localStorage.removeItem(APPLICATION_MODAL_STORAGE_KEY);
    expect(clearStorageAfterSignOut(localStorage, 'user-1')).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('gives the drafts back to the same user on sign-in', () => {
    clearStorageAfterSignOut(localStorage, 'user-1');
    claimKeptDrafts(localStorage, 'user-1');
    expect(localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY)).toBe(DRAFT);
    expect(localStorage.getItem(DRAFT_OWNER_STORAGE_KEY)).toBeNull();
  });

  it('removes the drafts when someone else signs in', () => {
    clearStorageAfterSignOut(localStorage, 'user-1');
    claimKeptDrafts(localStorage, 'user-2');
    expect(localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_OWNER_STORAGE_KEY)).toBeNull();
  });

  it('leaves a signed-in user’s own draft alone when nothing was kept', () => {
    claimKeptDrafts(localStorage, 'user-2');
    expect(localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY)).toBe(DRAFT);
  });

  it('knows when a sign-out was asked for, only while it runs', async () => {
    expect(isSignOutRequested()).toBe(false);
    let during = false;
    await whileSigningOut(async () => {
      during = isSignOutRequested();
    });
    expect(during).toBe(true);
    expect(isSignOutRequested()).toBe(false);
    await expect(whileSigningOut(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(isSignOutRequested()).toBe(false);
  });
});
