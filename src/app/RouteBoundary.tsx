import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

/** Catches a page that crashes or whose code fails to download; the shell stays. */
export class RouteBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
