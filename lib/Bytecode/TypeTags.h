//===- TypeTags.h - type tags of the type section ----------------*- C++ -*-===//
//
// tile-ir-bytecode.md §3.2 and tile-ir-13.4-13.5.md §1: one tag per type kind, each with the
// version that introduced it. Shared by the type writer and reader.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_TYPETAGS_H
#define TILEC_LIB_BYTECODE_TYPETAGS_H

#include "tilec/Bytecode/BytecodeVersion.h"

#include <cstdint>

namespace tilec::bytecode {

enum class TypeTag : uint8_t {
  I1 = 0, I8 = 1, I16 = 2, I32 = 3, I64 = 4, F16 = 5, BF16 = 6, F32 = 7, TF32 = 8, F64 = 9,
  F8E4M3FN = 10, F8E5M2 = 11, Pointer = 12, Tile = 13, TensorView = 14, PartitionView = 15,
  Function = 16, Token = 17, F8E8M0FNU = 18, F4E2M1FN = 19, GatherScatterView = 20,
  StridedView = 21, I4 = 22,
  // 13.4: the UE5M3 block-scale type (fnv8E5M3FNU), varint bytes `82 01`.
  F8E5M3FNU = 130,
};

struct TypeTagInfo {
  TypeTag tag;
  /// The name NVIDIA's messages use for the type kind.
  const char *name;
  Version since;
};

/// The description of `tag`, or null when the tag is unknown.
inline const TypeTagInfo *lookupTypeTag(uint64_t tag) {
  static const TypeTagInfo infos[] = {
      {TypeTag::I1, "i1", kVersion13_1},
      {TypeTag::I8, "i8", kVersion13_1},
      {TypeTag::I16, "i16", kVersion13_1},
      {TypeTag::I32, "i32", kVersion13_1},
      {TypeTag::I64, "i64", kVersion13_1},
      {TypeTag::F16, "Float16", kVersion13_1},
      {TypeTag::BF16, "BFloat16", kVersion13_1},
      {TypeTag::F32, "Float32", kVersion13_1},
      {TypeTag::TF32, "FloatTF32", kVersion13_1},
      {TypeTag::F64, "Float64", kVersion13_1},
      {TypeTag::F8E4M3FN, "Float8E4M3FN", kVersion13_1},
      {TypeTag::F8E5M2, "Float8E5M2", kVersion13_1},
      {TypeTag::Pointer, "Pointer", kVersion13_1},
      {TypeTag::Tile, "Tile", kVersion13_1},
      {TypeTag::TensorView, "TensorView", kVersion13_1},
      {TypeTag::PartitionView, "PartitionView", kVersion13_1},
      {TypeTag::Function, "Function", kVersion13_1},
      {TypeTag::Token, "Token", kVersion13_1},
      {TypeTag::F8E8M0FNU, "Float8E8M0FNU", kVersion13_2},
      {TypeTag::F4E2M1FN, "Float4E2M1FN", kVersion13_3},
      {TypeTag::GatherScatterView, "GatherScatterView", kVersion13_3},
      {TypeTag::StridedView, "StridedView", kVersion13_3},
      {TypeTag::I4, "i4", kVersion13_3},
      {TypeTag::F8E5M3FNU, "Float8E5M3FNU", kVersion13_4},
  };
  for (const TypeTagInfo &info : infos)
    if (uint64_t(info.tag) == tag)
      return &info;
  return nullptr;
}

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_TYPETAGS_H
