// One part of the page that failed to render (a schema no view expected, a document shaped against the spec) shows
// what failed in its place; the rest of the page keeps working. React needs a class for this.
import { Component, type ReactNode } from 'react';

interface Props {
  /** What the part is, for the message: "the request builder", "the answer". */
  label: string;
  /** A change (another operation or model) tries the part again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error?: Error;
  key?: string;
}

export class ViewBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { key: props.resetKey, error: undefined };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const reason = error instanceof RangeError ? 'it nests too deeply to show' : error.message || error.name;
    return (
      <p className="error-view" role="alert" data-testid="view-error">
        {`Could not show ${this.props.label}: ${reason}. The rest of the page works.`}
      </p>
    );
  }
}
