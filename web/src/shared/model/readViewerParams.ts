export interface ViewerParams {
  /** The share token of a link (`?share=`), if any. */
  share: string | null;
  /** The collection page the visitor came from (`?collection=`): its plan may pay for the talk. */
  collection: string | null;
  /** `?deployment=gadget` (someone's page) or `?embedded` (the workspace overlay): the viewer hides its brand. */
  embedded: boolean;
}

const isOn = (value: string | null) => value !== null && value !== '0' && value !== 'false';

/** What the viewer reads from its query string (spec 002 2.11, spec 000 "Viewer URL request"). */
export function readViewerParams(search: string): ViewerParams {
  const params = new URLSearchParams(search);
  const share = params.get('share')?.trim();
  return {
    share: share ? share : null,
    collection: params.get('collection')?.trim() || null,
    embedded: params.get('deployment') === 'gadget' || isOn(params.get('embedded')),
  };
}
