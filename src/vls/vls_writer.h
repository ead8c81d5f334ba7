/* Formatted output of the VLS server into a FILE or a caller buffer.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_WRITER_H
#define VSHAPE_VLS_WRITER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Either FILE is set, or BUF/SIZE is.  LEN counts every byte the text
   needs, even past SIZE; FAILED records a write or format error.  */
typedef struct vs_vls_writer
{
  FILE *file;
  char *buf;
  size_t size;
  size_t len;
  bool failed;
} vs_vls_writer;

void vs_vls_writer_to_file (vs_vls_writer *w, FILE *file);
/* BUF may be NULL when SIZE is 0, to measure.  */
void vs_vls_writer_to_buffer (vs_vls_writer *w, char *buf, size_t size);
void vs_vls_writer_printf (vs_vls_writer *w, const char *fmt, ...);

#endif
