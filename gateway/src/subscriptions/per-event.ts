/**
 * One view per event object, however many subscriptions receive it: the subscriptions then
 * yield the same object, which lets the shared subscribe execute it once (see
 * graphql/shared-subscribe.ts). Views are dropped with their event.
 */
export function perEvent<E extends object, V>(build: (event: E) => V): (event: E) => V {
  const views = new WeakMap<E, V>();
  return (event) => {
    if (views.has(event)) return views.get(event)!;
    const view = build(event);
    views.set(event, view);
    return view;
  };
}
