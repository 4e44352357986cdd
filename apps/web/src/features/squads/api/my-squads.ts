import { graphql } from '@/gql';

// Apart from squad-operations.ts: the navigation's unread badge (on every member page) needs this
// document only, and a file is never split between the member's frame and the squad screens.

/** What a My Squads card shows. */
export const GetMySquadsQuery = graphql(`
  query GetMySquads {
    getMySquads {
      _id
      chat_id
      is_owner
      unread_count
      spots_total
      spots_filled
      post {
        _id
        title
        status
      }
      members {
        user_id
        first_name
        last_name
        photo
        role
        is_owner
      }
    }
  }
`);
