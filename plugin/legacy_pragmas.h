/* Intel's vector pragmas (#pragma simd, ivdep, vector, novector), read
   by the C and C++ front ends under -fplugin-arg-libvshape-pragmas=intel
   and given GCC's own meaning by an early pass (pragma_pass.cc).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_LEGACY_PRAGMAS_H
#define VSHAPE_LEGACY_PRAGMAS_H

/* What a pragma asks of the loop that follows it.  */
enum legacy_pragma_kind
{
  LEGACY_IVDEP,			/* #pragma ivdep */
  LEGACY_SIMD,			/* #pragma simd CLAUSES */
  LEGACY_VECTOR_ALWAYS,		/* #pragma vector always */
  LEGACY_NOVECTOR		/* #pragma novector */
};

/* A variable a data clause of #pragma simd names.  */
struct legacy_clause_var
{
  const char *name;		/* the identifier's spelling */
  bool reduction;		/* named by reduction () */
};

/* One pragma as the front end read it.  */
struct legacy_pragma
{
  enum legacy_pragma_kind kind;
  location_t where;		/* the pragma's line */
  location_t function;		/* DECL_SOURCE_LOCATION of its function */
  std::string text;		/* "#pragma simd reduction(+:s)" */
  /* The loop's safelen once marked: INT_MAX for ivdep and simd, the
     smallest vectorlength when simd has one; 0 when it sets none.  */
  int safelen;
  /* The first clause that cannot be honoured (the front end warned),
     else empty: with one, the loop is left as GCC would leave it.  */
  std::string refused_clause;
  /* The variables simd's data clauses name (private, firstprivate,
     lastprivate, linear, reduction).  */
  vec<legacy_clause_var> vars;
};

/* Register the pragmas with the C-family front ends (PLUGIN_PRAGMAS);
   nothing under front ends that have none.  */
void vshape_register_legacy_pragmas (const char *plugin_name);

/* The pragmas read so far in this translation unit.  */
const vec<legacy_pragma *> &vshape_legacy_pragmas ();

#endif
