import { CLIENT_EVENTS, WEB_OPERATION_NAMES } from '@squadup/shared';
import { describe, expect, it } from 'vitest';
import {
  clientEventLabel,
  errorCodeLabel,
  methodLabel,
  operationLabel,
  unmatchedRouteLabel,
} from './labels.js';

describe('metric labels', () => {
  it('keeps an operation name only when the web app sends it', () => {
    expect(operationLabel(WEB_OPERATION_NAMES[0])).toBe(WEB_OPERATION_NAMES[0]);
    expect(operationLabel('GetChatListForUser')).toBe('GetChatListForUser');
    expect(operationLabel('getChatListForUser')).toBe('other'); // names are case-sensitive
    expect(operationLabel('Made_up_1')).toBe('other');
    expect(operationLabel('x'.repeat(10_000))).toBe('other');
    expect(operationLabel(null)).toBe('anonymous');
    expect(operationLabel('')).toBe('anonymous');
  });

  it('labels a request no route matched by its mount point or as unmatched', () => {
    expect(unmatchedRouteLabel('/graphql')).toBe('/graphql');
    expect(unmatchedRouteLabel('/GraphQL?query={__typename}')).toBe('/graphql');
    expect(unmatchedRouteLabel('/graphql/anything')).toBe('/graphql');
    expect(unmatchedRouteLabel('/graphqlx')).toBe('unmatched');
    expect(unmatchedRouteLabel('/v1/whatever/123')).toBe('unmatched');
  });

  it('maps methods, event names and error codes onto known values', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('other');
    for (const event of Object.values(CLIENT_EVENTS)) expect(clientEventLabel(event)).toBe(event);
    expect(clientEventLabel('receiveMessage')).toBe('other'); // a server event, not a client one
    expect(clientEventLabel(42)).toBe('other');
    expect(errorCodeLabel('UNAUTHENTICATED')).toBe('UNAUTHENTICATED');
    expect(errorCodeLabel(undefined)).toBe('other');
    expect(errorCodeLabel('not a code')).toBe('other');
  });
});
