// The squad workspace's inputs (docs/decisions/0054): one schema per field, for the web's forms
// and the server's checks alike.
import { z } from 'zod';
import { SQUAD_SPACE } from '../limits.js';
import { httpUrl, optionalMultilineText, optionalText, requiredText } from './common.js';
import { optionalInstant } from './dates.js';

/** The pinned announcement: blank unpins. */
export const squadPinSchema = optionalMultilineText('Announcement', SQUAD_SPACE.pinMax);

export const squadLinkSchema = z.object({
  title: requiredText('Link title', SQUAD_SPACE.linkTitleMax),
  url: httpUrl('Link'),
});

/** The next meeting: a moment (blank clears it) and an optional note (where, what). */
export const squadMeetingSchema = z.object({
  at: optionalInstant('Meeting time'),
  note: optionalText('Meeting note', SQUAD_SPACE.meetingNoteMax),
});

export const squadTaskTitleSchema = requiredText('Task', SQUAD_SPACE.taskTitleMax);

export const squadFileNameSchema = requiredText('File name', SQUAD_SPACE.fileNameMax);
