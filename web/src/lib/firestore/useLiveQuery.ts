import { onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export interface Live<T> {
  data: T[] | undefined;
  error: Error | null;
}

/**
 * A live Firestore query (dashboard data updates without a reload), re-subscribed when `key`
 * changes; null waits. A small onSnapshot hook rather than reactfire: reactfire 4's hooks
 * suspend and assume one fixed query per component, which fits poorly with queries whose dates
 * change on every click.
 */
export function useLiveQuery<T>(key: string | null, build: () => Query<T>): Live<T> {
  const [state, setState] = useState<Live<T> & { key: string | null }>({ data: undefined, error: null, key: null });
  useEffect(() => {
    if (!key) return;
    return onSnapshot(
      build(),
      (snap) => setState({ data: snap.docs.map((d) => d.data()), error: null, key }),
      (error) => setState({ data: undefined, error, key }),
    );
    // `key` names the query: `build` is a new closure on every render by design
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { data: undefined, error: null };
}
