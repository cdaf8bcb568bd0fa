import { z } from 'zod';

// Page feedback buttons (mintlify.md 1.4).

export const FeedbackSchema = z.object({
  /** "Was this page helpful?" thumbs. */
  thumbsRating: z.boolean().default(false).describe('"Was this page helpful?" thumbs. Default: false.'),
  /** "Suggest edits" link to the page source (public GitHub repository). */
  suggestEdit: z.boolean().default(false).describe('"Suggest edits" link to the page source. Default: false.'),
  /** "Raise issue" link. */
  raiseIssue: z.boolean().default(false).describe('"Raise issue" link. Default: false.'),
});

export const feedbackShape = {
  /** Feedback buttons on every page. */
  feedback: FeedbackSchema.prefault({}).describe('Feedback buttons on every page.'),
};

export type FeedbackConfig = z.output<typeof FeedbackSchema>;
