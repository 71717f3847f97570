import { graphql } from '../../../gql';

/**
 * The custom actions a conversation runs for a visitor (the viewer reads these); the settings
 * dialogs read them too, with the greeting's opening instructions on top.
 */
export const VisitorCustomActionsFields = graphql(`
  fragment VisitorCustomActionsFields on CustomActions {
    greetings {
      enabled
      allow_interruption
    }
    auto_refresh {
      enabled
      idle_timeout
    }
    keyword_triggers {
      enabled
      triggers {
        keywords
        url
      }
    }
    session_timeout {
      enabled
      timeout_seconds
      timeout_message
      redirect_url
    }
  }
`);
