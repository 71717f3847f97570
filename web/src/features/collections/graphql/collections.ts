import { graphql } from '../../../gql';

export const CollectionFields = graphql(`
  fragment CollectionFields on Collection {
    id
    name
    description
    layout
    contact_link
    logo
    heroshot_enabled
    heroshot_video
    agent_codes
    share {
      public_enabled
    }
    created_at
    updated_at
  }
`);

export const CollectionsQuery = graphql(`
  query Collections {
    collections {
      ...CollectionFields
    }
  }
`);

export const CreateCollectionMutation = graphql(`
  mutation CreateCollection($input: CollectionInput!) {
    createCollection(input: $input) {
      ...CollectionFields
    }
  }
`);

export const UpdateCollectionMutation = graphql(`
  mutation UpdateCollection($id: ID!, $input: CollectionInput!) {
    updateCollection(id: $id, input: $input) {
      ...CollectionFields
    }
  }
`);

export const DeleteCollectionMutation = graphql(`
  mutation DeleteCollection($id: ID!) {
    deleteCollection(id: $id)
  }
`);

export const RemoveCollectionLogoMutation = graphql(`
  mutation RemoveCollectionLogo($id: ID!) {
    removeCollectionLogo(id: $id) {
      ...CollectionFields
    }
  }
`);

export const HeroshotUploadUrlMutation = graphql(`
  mutation HeroshotUploadUrl($id: ID!, $ext: String!) {
    collectionHeroshotUploadUrl(id: $id, ext: $ext) {
      uploadUrl
      filePath
      contentType
    }
  }
`);

export const ConfirmHeroshotMutation = graphql(`
  mutation ConfirmHeroshot($id: ID!, $filePath: String!) {
    confirmCollectionHeroshot(id: $id, filePath: $filePath) {
      ...CollectionFields
    }
  }
`);

export const RemoveHeroshotMutation = graphql(`
  mutation RemoveHeroshot($id: ID!) {
    removeCollectionHeroshot(id: $id) {
      ...CollectionFields
    }
  }
`);

export const SetCollectionSharingMutation = graphql(`
  mutation SetCollectionSharing($id: ID!, $public_enabled: Boolean!) {
    setCollectionSharing(id: $id, public_enabled: $public_enabled) {
      public_enabled
    }
  }
`);
