import { graphql } from '@/gql';

// Find People's three lists share the card's fields; page starts at 1, limit is PAGE_SIZE.people.

export const PersonCardFieldsFragment = graphql(`
  fragment PersonCardFields on Person {
    _id
    first_name
    last_name
    photo
    title
    bio
    location_id
    is_connection
    chat_id
    top_skills {
      _id
      skill_name
      is_top
    }
  }
`);

/** Every member with a first name, the viewer too (their card is marked You), newest first. */
export const LoadPeopleQuery = graphql(`
  query LoadPeople($page: Int, $limit: Int) {
    loadPeople(page: $page, limit: $limit) {
      _id
      ...PersonCardFields
    }
  }
`);

/** Members matching the chosen skills (any of them) and the first chosen title. */
export const LoadPeopleByFilterQuery = graphql(`
  query LoadPeopleByFilter($filter: PeopleFilterInput!, $page: Int, $limit: Int) {
    loadPeopleByFilter(filter: $filter, page: $page, limit: $limit) {
      _id
      ...PersonCardFields
    }
  }
`);

/** Members whose name, title or a skill contains the search text. */
export const SearchPeopleQuery = graphql(`
  query SearchPeople($search: String!, $page: Int, $limit: Int) {
    searchPeople(search: $search, page: $page, limit: $limit) {
      _id
      ...PersonCardFields
    }
  }
`);
