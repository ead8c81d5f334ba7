// The limit of lj_half_cxx.cc: lj_half's (lj_half.limit.c), built by g++.
//
// Copyright (C) 2026 The vshape authors.
// This file is part of vshape, distributed under GPL-3.0-or-later.

#include "lj_half.limit.c"
