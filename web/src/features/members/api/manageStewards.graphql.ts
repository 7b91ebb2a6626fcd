import { graphql } from '@/gql';

// Shop stewards (managed on /admin/members, Steward Roster; the Members tab links a member to one)
export const AdminStewardFieldsFragment = graphql(`
  fragment AdminStewardFields on ShopSteward {
    id
    name
    position
    department
    shift
    phoneNumber
    email
    isActive
  }
`);

export const AllShopStewardsDocument = graphql(`
  query AllShopStewards {
    allShopStewards {
      ...AdminStewardFields
    }
  }
`);

export const CreateShopStewardDocument = graphql(`
  mutation CreateShopSteward($input: StewardInput!) {
    createShopSteward(input: $input) {
      ...AdminStewardFields
    }
  }
`);

export const UpdateShopStewardDocument = graphql(`
  mutation UpdateShopSteward($id: ID!, $input: StewardUpdateInput!) {
    updateShopSteward(id: $id, input: $input) {
      ...AdminStewardFields
    }
  }
`);

export const DeactivateShopStewardDocument = graphql(`
  mutation DeactivateShopSteward($id: ID!) {
    deactivateShopSteward(id: $id) {
      ...AdminStewardFields
    }
  }
`);
