import { graphql } from '@/gql';

export const ShopStewardsDocument = graphql(`
  query ShopStewards {
    shopStewards {
      id
      name
      position
      department
      shift
      phoneNumber
      email
    }
  }
`);
