//===- WriterState.h - tables the bytecode writer fills in order ---*- C++ -*-===//
//
// The writer assigns string, type, constant and debug-info indices in first-request order
// (tile-ir-bytecode.md §3.9); this is the state those requests fill. The pieces of the writer
// (types, attributes, ops, debug info, sections) are in separate files and share it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_WRITERSTATE_H
#define TILEC_LIB_BYTECODE_WRITERSTATE_H

#include "OpTable.h"
#include "Primitives.h"

#include "tilec/Bytecode/BytecodeWriter.h"

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <map>

namespace tilec::bytecode {

class WriterState {
public:
  explicit WriterState(const WriterOptions &options) : options(options) {}

  const WriterOptions &options;
  Version version() const { return options.version; }

  /// The op errors are reported at (type and attribute errors happen while writing one).
  mlir::Operation *currentOp = nullptr;
  bool failed = false;
  /// Reports an error at currentOp and returns false.
  bool fail(const llvm::Twine &message);

  // Strings (§3.1).
  std::vector<std::string> strings;
  llvm::StringMap<unsigned> stringIndex;
  unsigned internString(llvm::StringRef text);

  // Types (§3.2), each encoded when first registered, after its dependencies.
  std::vector<std::vector<uint8_t>> typeEntries;
  llvm::DenseMap<mlir::Type, unsigned> typeIndex;
  /// The index of `type`, registering it; nullopt after an error.
  std::optional<unsigned> getTypeIndex(mlir::Type type);

  // Constants (§3.3), deduplicated by type and value.
  std::vector<std::vector<uint8_t>> constantEntries;
  std::map<std::pair<const void *, std::vector<uint8_t>>, unsigned> constantIndex;
  unsigned addConstant(mlir::DenseIntOrFPElementsAttr value);

  // Attributes (§4.2, §4.3).
  bool writeSelfContainedAttr(ByteWriter &out, mlir::Attribute attr);
  bool writeDictionaryBody(ByteWriter &out, mlir::DictionaryAttr dict);

  // Debug info (§3.7): entries in index order (index = position + 1), per-function lists.
  std::vector<mlir::Attribute> debugEntries;
  llvm::DenseMap<mlir::Attribute, uint64_t> debugIndex;
  std::vector<std::vector<uint64_t>> functionLocationLists;
  /// The list of the function being written, or null when it carries no debug info.
  std::vector<uint64_t> *currentLocationList = nullptr;
  /// Whether `loc` may be an op location (DILoc, file:line:col, unknown, call sites of these).
  bool checkOpLocation(mlir::Location loc);
  /// The debug index of a location or scope, registering its dependencies first; 0 for
  /// unknown and file:line:col locations; nullopt for kinds that cannot be written.
  std::optional<uint64_t> registerDebugInfo(mlir::Attribute attr);
  /// The debug section payload, interning the strings of its entries.
  bool writeDebugSection(ByteWriter &out);

  // Operations (§4).
  llvm::DenseMap<mlir::Value, uint64_t> valueIndex;
  std::vector<mlir::Value> values;
  bool writeOp(ByteWriter &out, mlir::Operation *op);
  bool writeBlockOps(ByteWriter &out, mlir::Block &block);
  void pushValue(mlir::Value value);
  void truncateValues(size_t size);
};

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_WRITERSTATE_H
