//===- tilec/layout.hpp - the CuTe layout algebra, header-only --------------===//
//
// Hierarchical layouts, their algebra, implicit (counting / coordinate) tensors and CuTe's
// printed forms, in namespace tilec::layout. Host code written for CuTe compiles and prints
// the same after `namespace cute = tilec::layout;`. See docs in README.md ("Layout algebra").
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_HPP
#define TILEC_LAYOUT_HPP

#include "tilec/layout/integers.hpp"
#include "tilec/layout/int_tuple.hpp"
#include "tilec/layout/scaled_basis.hpp"
#include "tilec/layout/layout.hpp"
#include "tilec/layout/layout_algebra.hpp"
#include "tilec/layout/congruence.hpp"
#include "tilec/layout/swizzle.hpp"
#include "tilec/layout/swizzle_slice.hpp"
#include "tilec/layout/iterators.hpp"
#include "tilec/layout/tensor.hpp"
#include "tilec/layout/print.hpp"
#include "tilec/layout/copy_descriptor.hpp"

// Spellings CuTe host code commonly uses around the library calls.
#ifndef CUTE_HOST_DEVICE
#define CUTE_HOST_DEVICE inline
#endif
#ifndef CUTE_STATIC_ASSERT_V
#define CUTE_STATIC_ASSERT_V(x, ...) static_assert(decltype(x)::value, ##__VA_ARGS__)
#endif

#endif // TILEC_LAYOUT_HPP
