// Keeps a rendering failure in AI output (markdown, an analysis) from taking the whole screen down (Copilot answers, Coach feedback, the Analyzer).
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children after a failure, e.g. the answer as plain text. */
  fallback: ReactNode;
  /** A new value (the next answer) gives the children another chance. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  hasError: boolean;
  key: string;
}

export class AiErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { hasError: false, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The AI text could not be displayed as formatted text', error, info.componentStack);
  }

  render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
