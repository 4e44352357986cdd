import { graphql } from '@/gql';

/**
 * A post's squad at a glance: the seats per role (the Apply dialog's role picker),
 * "n of m spots filled", the first few faces, and whether the viewer is in it.
 */
export const PostSquadFieldsFragment = graphql(`
  fragment PostSquadFields on Post {
    spots_total
    spots_filled
    in_squad
    when_role_fills
    seats {
      role
      total
      filled
    }
    squad_preview {
      user_id
      first_name
      last_name
      photo
    }
  }
`);

/**
 * What a project card shows (its type, dates, deadline and hours too). Lists spread it and hand each item to <PostCard>,
 * which unmasks it; the same fields keep Apollo's normalised Post entries in step across screens.
 */
export const PostCardFieldsFragment = graphql(`
  fragment PostCardFields on Post {
    _id
    title
    description
    posted_by
    first_name
    last_name
    photo
    tech_stack
    work_mode
    experience_level
    location_id
    status
    views_count
    applications_count
    is_saved
    is_applied
    created_at
    project_type
    starts_on
    ends_on
    apply_by
    hours_per_week
    accepting_applications
    ...PostSquadFields
  }
`);

/**
 * The post detail screen and the edit form: the detail-only fields. Operations spread it next to
 * PostCardFields rather than inside it: the API's depth limit counts each fragment level, and
 * detail → card → squad → seats went one past it.
 */
export const PostDetailFieldsFragment = graphql(`
  fragment PostDetailFields on Post {
    updated_at
    is_connection
    chat_id
    project_phase
    auto_close
    when_role_fills
    hidden {
      at
      reason
    }
    requirements {
      desired_skills
      desired_roles
      role_seats
    }
  }
`);
