/** A tab opened before the address it will show is known (a checkout or portal URL still being requested). */
export type PendingTab = {
  /** Sends the tab to `url`; when no tab could be opened, this tab goes there instead. */
  show: (url: string) => void;
  /** Closes the blank tab after the request failed. */
  discard: () => void;
};

/**
 * Opens a blank tab now. Call it synchronously in the click handler: popup blockers only allow a new tab
 * during the user's gesture, which is over by the time the request answers (checkout and portal open in a new
 * tab: docs/product/plans.md#checkout-and-portal).
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  // The payment pages must not be able to navigate this tab (reverse tabnabbing).
  if (tab) tab.opener = null;
  return {
    show(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.location.assign(url);
    },
    discard() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
