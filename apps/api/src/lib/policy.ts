import type { AppError } from '../errors.js';
import type { ViewerRef } from './viewer.js';

/** Whether `viewer` may do one action to `subject`: pure, over rows the service already loaded. */
export type Rule<Subject> = (viewer: ViewerRef, subject: Subject) => boolean;

type RuleSet = Record<string, Rule<never>>;
type SubjectOf<R> = R extends Rule<infer S> ? S : never;

/**
 * A module's policy, one idiom for every module (as Outline's `authorize(user, action, model)`):
 * its rules by action, and the error each refusal is (FORBIDDEN for who may act, CONFLICT for a
 * state that does not allow it, NOT_FOUND where a refusal must not confirm that a thing exists).
 * Services call `authorize(viewer, action, subject)` right after loading; `can` answers the
 * same rule where a refusal is not an error (a flag a presenter shows).
 */
export function definePolicy<Rules extends RuleSet>(
  rules: Rules,
  // A refusal may read the subject (a message naming its state); most ignore it.
  refusals: { [Action in keyof Rules]: (subject: SubjectOf<Rules[Action]>) => AppError },
) {
  return {
    can<Action extends keyof Rules>(
      viewer: ViewerRef,
      action: Action,
      subject: SubjectOf<Rules[Action]>,
    ): boolean {
      return rules[action]!(viewer, subject as never);
    },
    authorize<Action extends keyof Rules>(
      viewer: ViewerRef,
      action: Action,
      subject: SubjectOf<Rules[Action]>,
    ): void {
      if (!rules[action]!(viewer, subject as never)) throw refusals[action](subject);
    },
  };
}
