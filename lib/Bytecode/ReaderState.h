//===- ReaderState.h - what the bytecode reader knows about a file -*- C++ -*-===//
//
// The sections of one file, located by the framing pass, and the tables decoded from them on
// demand (types, debug entries and strings are resolved lazily, as NVIDIA's reader does, and
// cached). The parts of the reader (types, attributes, debug info, ops, module) share it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_READERSTATE_H
#define TILEC_LIB_BYTECODE_READERSTATE_H

#include "OpTable.h"
#include "Primitives.h"

#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Types.h"

#include <optional>

namespace tilec::bytecode {

/// Bound on the nesting of regions, types and attributes, far above what programs use, so
/// that crafted input cannot exhaust the stack.
inline constexpr unsigned kMaxNesting = 128;

struct SectionSlice {
  llvm::ArrayRef<uint8_t> payload;
  uint64_t fileOffset = 0;
  bool present = false;
};

/// An offset table followed by its items: item i spans [offsets[i], offsets[i+1]) of the data.
struct ItemTable {
  std::vector<uint64_t> offsets;
  llvm::ArrayRef<uint8_t> data;
  uint64_t dataFileOffset = 0;
  const char *section = "";
};

class ReaderState {
public:
  ReaderState(mlir::MLIRContext *context, DecodeError &error, const ReaderOptions &options)
      : context(context), error(error), options(options) {}

  mlir::MLIRContext *context;
  DecodeError &error;
  const ReaderOptions &options;
  Version version;

  SectionSlice sections[8];
  ByteReader sectionReader(unsigned id, const char *name) const {
    return ByteReader(sections[id].payload, sections[id].fileOffset, name, error);
  }
  /// Reads `count:var pad offsets...` and keeps the items' data.
  bool readItemTable(ByteReader &reader, unsigned offsetBytes, ItemTable &table);
  /// A reader over item `index` of `table`; false with an error when its offsets are invalid.
  bool getItem(const ItemTable &table, uint64_t index, ByteReader &item);

  // Strings (§3.1), resolved lazily with NVIDIA's clamping of bad offsets.
  std::vector<uint64_t> stringOffsets;
  llvm::ArrayRef<uint8_t> stringData;
  bool readStringSection();
  bool readString(ByteReader &reader, llvm::StringRef &text);
  bool readStringAttr(ByteReader &reader, mlir::StringAttr &text);

  // Types (§3.2).
  ItemTable types;
  std::vector<mlir::Type> typeCache;
  std::vector<uint8_t> typeState; // 0 unread, 1 being read, 2 read
  bool readTypeIndex(ByteReader &reader, mlir::Type &type);
  bool getType(uint64_t index, mlir::Type &type, ByteReader &at);
  bool parseType(ByteReader &entry, mlir::Type &type);
  unsigned typeDepth = 0;

  // Constants (§3.3).
  ItemTable constants;
  bool readConstant(ByteReader &reader, mlir::Type type, mlir::Attribute &value);

  // Attributes (§4.3).
  bool readSelfContainedAttr(ByteReader &reader, mlir::Attribute &attr);
  bool readDictionaryBody(ByteReader &reader, mlir::DictionaryAttr &dict);
  unsigned attrDepth = 0;

  // Debug info (§3.7).
  std::vector<uint64_t> debugOpOffsets;
  std::vector<uint64_t> debugIndices;
  ItemTable debugEntries;
  std::vector<mlir::Attribute> debugCache;
  std::vector<uint8_t> debugState;
  unsigned debugDepth = 0;
  bool readDebugSection();
  bool getDebugAttr(uint64_t index, mlir::Attribute &attr, ByteReader &at);
  /// The next location of the current function's list; unknown when it carries no debug info.
  bool nextLocation(ByteReader &at, mlir::Location &loc);
  std::optional<uint64_t> locationCursor;

  // Operations (§4).
  std::vector<mlir::Value> values;
  unsigned regionDepth = 0;
  bool readOp(ByteReader &reader, mlir::Block &block);
  bool checkBlockStructure(ByteReader &reader, mlir::Block &block, uint64_t blockOffset);

  /// Runs `build` (a getChecked call) with the diagnostic it emits turned into a decode error.
  template <typename T, typename Build>
  bool buildChecked(ByteReader &at, T &result, Build build);
  bool failWithDiagnostic(ByteReader &at, const std::string &diagnostic);
};

template <typename T, typename Build>
bool ReaderState::buildChecked(ByteReader &at, T &result, Build build) {
  std::string diagnostic;
  auto emit = [&]() {
    return mlir::emitError(mlir::UnknownLoc::get(context));
  };
  mlir::ScopedDiagnosticHandler handler(context, [&](mlir::Diagnostic &diag) {
    if (diagnostic.empty())
      diagnostic = diag.str();
    return mlir::success();
  });
  result = build(emit);
  if (!result)
    return failWithDiagnostic(at, diagnostic);
  return true;
}

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_READERSTATE_H
