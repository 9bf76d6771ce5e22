//===- DebugInfoTags.h - tags of the debug section ----------------*- C++ -*-===//
#ifndef TILEC_LIB_BYTECODE_DEBUGINFOTAGS_H
#define TILEC_LIB_BYTECODE_DEBUGINFOTAGS_H

#include <cstdint>

namespace tilec::bytecode {

/// tile-ir-bytecode.md §3.7. Index 0 of the debug table is reserved for an unknown location.
enum class DebugTag : uint8_t {
  Unknown = 0,
  CompileUnit = 1,
  File = 2,
  LexicalBlock = 3,
  Loc = 4,
  Subprogram = 5,
  CallSite = 6,
};

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_DEBUGINFOTAGS_H
