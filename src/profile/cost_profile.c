/* Reading calibration profiles (cost_profile.h gives the format).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "cost_profile.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const correction_keys[VS_PROFILE_NCORRECTIONS]
  = { "gather", "masked-gather", "scatter", "masked-scatter", "sweep",
      "indexed-load", "indexed-scalar-load", "emulated-gather",
      "grouped-load", "scatter-8-byte", "indexed-load-step" };

const char *
vs_profile_correction_key (enum vs_profile_correction c)
{
  return c < VS_PROFILE_NCORRECTIONS ? correction_keys[c] : "";
}

/* Record the fault MESSAGE (a printf format) at LINE; returns 0.  */
static int
fault (struct vs_profile_error *error, unsigned line, const char *format, ...)
{
  va_list ap;
  error->line = line;
  va_start (ap, format);
  vsnprintf (error->message, sizeof error->message, format, ap);
  va_end (ap);
  return 0;
}

static int
blank_p (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

/* A copy of the N bytes at S for messages: at most 40 of them, the
   unprintable ones as '?'.  */
static const char *
quoted (const char *s, size_t n, char buf[48])
{
  size_t k = 0;
  for (; k < n && k < 40; k++)
    buf[k] = (s[k] >= ' ' && s[k] < 127) ? s[k] : '?';
  if (k < n)
    buf[k++] = '.', buf[k++] = '.', buf[k++] = '.';
  buf[k] = 0;
  return buf;
}

/* Whether the N bytes at S are WORD.  */
static int
word_is (const char *s, size_t n, const char *word)
{
  return strlen (word) == n && memcmp (s, word, n) == 0;
}

/* The percentage the N bytes at S spell, or -1.  */
static int
percent_of (const char *s, size_t n)
{
  int v = 0;
  if (n == 0 || n > 4)
    return -1;
  for (size_t i = 0; i < n; i++)
    {
      if (s[i] < '0' || s[i] > '9')
	return -1;
      v = v * 10 + (s[i] - '0');
    }
  return v >= 1 && v <= VS_PROFILE_PERCENT_MAX ? v : -1;
}

/* The text fields of a profile, by key.  */
struct text_field
{
  const char *key;
  size_t offset;
};

static const struct text_field text_fields[] = {
  { "cpu", offsetof (struct vs_profile, cpu) },
  { "compiler", offsetof (struct vs_profile, compiler) },
  { "gcc-version", offsetof (struct vs_profile, gcc_version) },
  { "tune", offsetof (struct vs_profile, tune) },
};

/* The keys a profile may hold, comma-separated, in BUF of SIZE bytes.  */
static const char *
valid_keys (char *buf, size_t size)
{
  const size_t nfields = sizeof text_fields / sizeof text_fields[0];
  size_t n = 0;
  buf[0] = 0;
  for (size_t i = 0; i < nfields + VS_PROFILE_NCORRECTIONS; i++)
    {
      const char *k = (i < nfields ? text_fields[i].key
		       : correction_keys[i - nfields]);
      int w = snprintf (buf + n, size - n, "%s%s", i ? ", " : "", k);
      if (w < 0 || (size_t) w >= size - n)
	break;
      n += (size_t) w;
    }
  return buf;
}

/* Take the line KEY VALUE (KLEN and VLEN bytes), line LINE of a profile
   whose header was read, into *P; returns 0 with *ERROR on a fault.  */
static int
take_line (const char *key, size_t klen, const char *value, size_t vlen,
	   unsigned line, struct vs_profile *p, struct vs_profile_error *error)
{
  char kbuf[48], vbuf[48];
  for (size_t i = 0; i < sizeof text_fields / sizeof text_fields[0]; i++)
    {
      const struct text_field *f = &text_fields[i];
      if (!word_is (key, klen, f->key))
	continue;
      char *field = (char *) p + f->offset;
      if (field[0])
	return fault (error, line, "'%s' given twice", f->key);
      if (vlen == 0)
	return fault (error, line, "'%s' needs a value", f->key);
      if (vlen >= VS_PROFILE_TEXT_MAX)
	return fault (error, line, "the value of '%s' is longer than %d "
		      "characters", f->key, VS_PROFILE_TEXT_MAX - 1);
      memcpy (field, value, vlen);
      field[vlen] = 0;
      return 1;
    }
  for (int c = 0; c < VS_PROFILE_NCORRECTIONS; c++)
    {
      const char *name = correction_keys[c];
      if (!word_is (key, klen, name))
	continue;
      if (p->percent[c])
	return fault (error, line, "'%s' given twice", name);
      int v = percent_of (value, vlen);
      if (v < 0)
	return fault (error, line, "'%s' wants a whole percentage from 1 to "
		      "%d, not '%s'", name, VS_PROFILE_PERCENT_MAX,
		      quoted (value, vlen, vbuf));
      p->percent[c] = v;
      return 1;
    }
  char keys[256];
  return fault (error, line, "unknown key '%s'; valid keys: %s",
		quoted (key, klen, kbuf), valid_keys (keys, sizeof keys));
}

int
vs_profile_parse (const char *text, size_t len, struct vs_profile *profile,
		  struct vs_profile_error *error)
{
  memset (profile, 0, sizeof *profile);
  error->line = 0;
  error->message[0] = 0;
  int header = 0;
  unsigned line = 0;
  size_t pos = 0;
  while (pos < len)
    {
      size_t end = pos;
      while (end < len && text[end] != '\n')
	end++;
      line++;
      size_t b = pos, e = end;
      pos = end + 1;
      while (b < e && blank_p (text[b]))
	b++;
      while (e > b && blank_p (text[e - 1]))
	e--;
      if (b == e || text[b] == '#')
	continue;
      if (memchr (text + b, 0, e - b))
	return fault (error, line, "a NUL character: not a text file");
      size_t k = b;
      while (k < e && !blank_p (text[k]))
	k++;
      size_t v = k;
      while (v < e && blank_p (text[v]))
	v++;
      if (!header)
	{
	  if (!word_is (text + b, k - b, "vshape-profile"))
	    return fault (error, line, "not a vshape profile: the first line "
			  "must be 'vshape-profile 1'");
	  if (e - v != 1 || text[v] != '1')
	    {
	      char vbuf[48];
	      return fault (error, line, "profile format '%s' is not one this "
			    "plugin reads (1)", quoted (text + v, e - v, vbuf));
	    }
	  header = 1;
	  continue;
	}
      if (!take_line (text + b, k - b, text + v, e - v, line, profile, error))
	return 0;
    }
  if (!header)
    return fault (error, 0, "empty: not a vshape profile");
  if (!profile->gcc_version[0])
    return fault (error, 0, "no 'gcc-version' line");
  if (!profile->tune[0])
    return fault (error, 0, "no 'tune' line");
  return 1;
}
