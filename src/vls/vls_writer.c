/* Formatted output into a FILE or a caller buffer.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdarg.h>

#include "vls_writer.h"

void
vs_vls_writer_to_file (vs_vls_writer *w, FILE *file)
{
  *w = (vs_vls_writer) { .file = file, .failed = file == NULL };
}

void
vs_vls_writer_to_buffer (vs_vls_writer *w, char *buf, size_t size)
{
  *w = (vs_vls_writer) { .buf = buf, .size = buf ? size : 0 };
  if (w->size > 0)
    buf[0] = '\0';
}

void
vs_vls_writer_printf (vs_vls_writer *w, const char *fmt, ...)
{
  va_list ap;
  int n;
  if (w->failed)
    return;
  va_start (ap, fmt);
  if (w->file != NULL)
    n = vfprintf (w->file, fmt, ap);
  else
    {
      /* Past the end of the buffer only measure; vsnprintf truncates and
	 terminates.  */
      size_t room = w->len < w->size ? w->size - w->len : 0;
      n = vsnprintf (room ? w->buf + w->len : NULL, room, fmt, ap);
    }
  va_end (ap);
  if (n < 0)
    w->failed = true;
  else
    w->len += (size_t) n;
}
