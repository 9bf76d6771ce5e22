//===- oracle_prelude.hpp - shared top of every generated oracle case file ------===//
//
// The generated cases are written against `cute::` names. Built with -DORACLE_USE_CUTE they
// run against real CuTe (the oracle); otherwise against <tilec/layout.hpp> under the alias
// the issue promises CuTe users. Both builds print the same case markers so that the outputs
// can be compared case by case.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_ORACLE_PRELUDE_HPP
#define TILEC_LAYOUT_ORACLE_PRELUDE_HPP

#ifdef ORACLE_USE_CUTE
#include <cute/tensor.hpp>
#else
#include <tilec/layout.hpp>
namespace cute = tilec::layout;
#endif

#include <cstdio>

// A marker line before each case; flushed so that a crash inside a case is attributable.
inline void oracle_begin_case(int index, char const *family) {
  std::printf("#case %d %s\n", index, family);
  std::fflush(stdout);
}
inline void oracle_newline() { std::printf("\n"); }

#endif // TILEC_LAYOUT_ORACLE_PRELUDE_HPP
