/**
 * The question forms' words (asking and answering). Only the forms import this file, so their
 * words load with them, after the job has painted.
 */
export const QUESTION_FORM_TEXTS = {
  ask: 'Ask a question',
  askPlaceholder: 'What does the team need to know?',
  addQuestion: 'Add Question',
  answer: 'Answer',
  answerPlaceholder: 'Type the answer...',
  cancel: 'Cancel',
  saveAnswer: 'Save Answer',
} as const;
