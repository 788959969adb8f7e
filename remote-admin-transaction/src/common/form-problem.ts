/**
 * A form's first problem (the transaction forms show one message at a time): the message and
 * the field it belongs to. With a field, the message shows under that field, which is marked
 * invalid and described by it (announced, for accessibility); without one, under the whole form.
 */
export interface FormProblem {
  message: string;
  field?: string;
}

/** The TextField props that put `problem` under the field `name` when it is that field's. */
export function problemProps(problem: FormProblem | null, name: string): { error?: boolean; helperText?: string } {
  return problem?.field === name ? { error: true, helperText: problem.message } : {};
}
