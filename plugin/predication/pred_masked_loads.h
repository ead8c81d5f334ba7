/* Redirected loads made masked loads for the vectorizer: in the copy of
   a loop GCC's if-conversion made for the vectorizer, a load of a
   branch arm that predication redirected (its address selected against
   a slot of the plugin's) becomes a masked load of the program's
   address under the arm's guard, then a select of the slot's safe value
   where the arm is not taken.  The vectorizer makes a masked gather of
   it where the target gathers, instead of a gather through a vector of
   selected addresses.  The copy the vectorizer leaves scalar keeps the
   redirect.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_MASKED_LOADS_H
#define VSHAPE_PRED_MASKED_LOADS_H

/* Makes masked loads of the redirected loads of the loops of FUN that
   if-conversion versioned for the vectorizer, where the tuning gathers
   or OPENED: the plugin turns the gathers on for the vectorizer
   (elsewhere the vectorizer would refuse the loop: it emulates no
   masked gather); says which in the dump.  Whether anything changed.  */
bool pred_mask_redirected_loads (function *fun, bool opened);

#endif
