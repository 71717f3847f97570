import { graphql } from '../../gql';

/** The owner's overlays as the viewer draws them (QrOverlayStack, ForegroundFrame) and the settings edit them. */
export const UiOverlayFields = graphql(`
  fragment UiOverlayFields on UiOverlay {
    qr_code {
      original_url
      enabled
      title
    }
    foreground {
      enabled
      url
    }
  }
`);
