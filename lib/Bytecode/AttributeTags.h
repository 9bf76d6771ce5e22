//===- AttributeTags.h - tags of self-contained attributes --------*- C++ -*-===//
//
// tile-ir-bytecode.md §4.3: a self-contained attribute is a tag varint and a payload. None of
// the tags is version-gated.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_ATTRIBUTETAGS_H
#define TILEC_LIB_BYTECODE_ATTRIBUTETAGS_H

#include <cstdint>

namespace tilec::bytecode {

enum class AttrTag : uint8_t {
  Integer = 1,
  Float = 2,
  Bool = 3,
  Type = 4,
  String = 5,
  Array = 6,
  DenseElements = 7,
  DivBy = 8,
  SameElements = 9,
  Dictionary = 10,
  OptimizationHints = 11,
  Bounded = 12,
};

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_ATTRIBUTETAGS_H
