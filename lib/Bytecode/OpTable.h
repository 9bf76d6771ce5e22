//===- OpTable.h - the per-op field order shared by reader and writer -*- C++ -*-===//
//
// Every opcode's encoding (tile-ir-bytecode.md §4.1, §4.5) is one row of a table written in a
// small text notation (OpTable.cpp) and parsed once into OpEncoding. The reader and the writer
// walk the same OpEncoding in the same order: results, flags, attributes, operands, regions.
// Nothing in either of them is specific to one operation.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_OPTABLE_H
#define TILEC_LIB_BYTECODE_OPTABLE_H

#include "tilec/Bytecode/BytecodeVersion.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace tilec::bytecode {

/// How an attribute field is encoded (§4.2).
enum class AttrKind : uint8_t {
  Enum,          // `var`, one of EnumKind
  UVar32,        // `var`, an I32Attr
  UVar64,        // `var`, an I64Attr
  Bool,          // one byte, a BoolAttr
  String,        // string index, a StringAttr
  SymbolRef,     // string index, a FlatSymbolRefAttr
  I32Array,      // arr32, a DenseI32ArrayAttr
  Constant,      // constant index; the type is result 0
  SelfContained, // tag + payload (§4.3)
  HintsDict,     // untagged dictionary of an OptimizationHintsAttr
  AttrArray,     // untagged array of self-contained attributes
  InBounds,      // 13.4 `inbounds` of view loads/stores: count, then one byte per index
};

enum class EnumKind : uint8_t {
  None,
  Signedness,
  Overflow,
  Rounding,
  ComparisonPredicate,
  ComparisonOrdering,
  AtomicMode,
  MemoryOrdering,
  MemoryScope,
};

struct AttrField {
  std::string name;
  AttrKind kind;
  EnumKind enumKind = EnumKind::None;
  Version since;
  /// The flag bit saying the attribute is present, for optional attributes.
  std::optional<unsigned> flagBit;
  /// The value older files imply (A4), and what the writer assumes when the op has none.
  std::optional<int64_t> defaultValue;
};

enum class FlagKind : uint8_t {
  UnitAttr,         // the bit is the whole attribute (A1)
  OptionalAttr,     // the attribute's bytes follow in the attribute list (A2)
  OptionalOperand,  // the operand group has one value (O1)
};

struct FlagField {
  std::string name;
  FlagKind kind;
  Version since;
};

enum class OperandKind : uint8_t { Single, Optional, Variadic };

struct OperandGroup {
  std::string name;
  OperandKind kind;
  std::optional<unsigned> flagBit;
};

enum class OperandLayout : uint8_t {
  Fixed,     // O3: exactly `fixedOperands` values, no count
  Counted,   // O2: n, then n values over all operands
  Segmented, // O1: per group; the op has an operandSegmentSizes attribute
};

struct OpEncoding {
  uint8_t opcode;
  std::string mnemonic;
  /// Other names of the same op: 13.4 renamed `pow` to `fpowf` without changing its encoding.
  llvm::SmallVector<std::string, 1> aliases;
  Version since;
  /// R2: a result count is written.
  bool countedResults = false;
  /// R1: the number of results when no count is written.
  unsigned fixedResults = 0;
  /// R3: the results exist only in files of at least this version (print_tko's token).
  std::optional<Version> resultsSince;
  llvm::SmallVector<FlagField, 5> flags;
  /// The version from which the flags field is written (F3); unset when the op has no flags.
  std::optional<Version> flagsSince;
  llvm::SmallVector<AttrField, 4> attributes;
  OperandLayout layout = OperandLayout::Fixed;
  unsigned fixedOperands = 0;
  llvm::SmallVector<OperandGroup, 4> operandGroups;
  unsigned numRegions = 0;
  /// False for the opcodes that never appear in a function body (entry, global, module): the
  /// reader reports them by name. Ops of the table the dialect does not register (yet) are
  /// reported as unsupported by this build when read.
  bool supported = true;
  const char *unsupportedReason = nullptr;

  std::string getOperationName() const { return "cuda_tile." + mnemonic; }
  /// Whether the flags field exists in a file of `version`.
  bool hasFlagsField(Version version) const {
    return flagsSince && version.atLeast(*flagsSince);
  }
};

/// The row of `opcode`, or null when the opcode is unassigned.
const OpEncoding *lookupOpcode(uint64_t opcode);
/// The row of the operation named `cuda_tile.<mnemonic>`, or null.
const OpEncoding *lookupOperation(llvm::StringRef mnemonic);
/// The largest opcode a file of `version` may use (§4.1).
uint64_t getMaxOpcode(Version version);

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_OPTABLE_H
