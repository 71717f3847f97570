export interface ViewerParams {
  /** The share token of a link (`?share=`), if any. */
  share: string | null;
  /** `?deployment=gadget`: the viewer runs embedded in someone's page. */
  embedded: boolean;
}

/** What the viewer reads from its query string (spec 002 2.11, spec 000 "Viewer URL request"). */
export function readViewerParams(search: string): ViewerParams {
  const params = new URLSearchParams(search);
  const share = params.get('share')?.trim();
  return { share: share ? share : null, embedded: params.get('deployment') === 'gadget' };
}
