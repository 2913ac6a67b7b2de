/**
 * What a browser does to the focus of a control disabled while its choice saves: it drops to
 * the page. jsdom keeps it (and will not blur a disabled control), so a test calls this where the
 * browser would: the focus moves to an element that then goes away, leaving it on the body.
 */
export function dropFocus() {
  const sink = document.createElement('button');
  document.body.append(sink);
  sink.focus();
  sink.remove();
}
