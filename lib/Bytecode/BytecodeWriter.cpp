//===- BytecodeWriter.cpp - module, functions and section framing ---------===//
//
// The order of work reproduces NVIDIA's index assignment (tile-ir-bytecode.md §3.9): the
// function map (names, signatures, function locations), then globals, then function bodies,
// then constants, debug info, types, the producer and the strings. The sections are emitted
// in the writer's fixed order with their alignment padding measured from the file start.
//
//===----------------------------------------------------------------------===//
#include "WriterState.h"

#include "tilec/Bytecode/BytecodeWriter.h"
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"
#include "tilec/Dialect/CudaTile/DenseLiteral.h"

#include "mlir/IR/BuiltinAttributes.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

namespace {

enum SectionId : uint8_t {
  kEndSection = 0,
  kStringSection = 1,
  kFuncSection = 2,
  kDebugSection = 3,
  kConstantSection = 4,
  kTypeSection = 5,
  kGlobalSection = 6,
  kProducerSection = 7,
};

/// Appends a section: id (with 0x80 when aligned), length, alignment and padding, payload.
void appendSection(ByteWriter &file, uint8_t id, const std::vector<uint8_t> &payload,
                   uint64_t alignment) {
  file.writeByte(alignment > 1 ? id | 0x80 : id);
  file.writeVar(payload.size());
  if (alignment > 1) {
    file.writeVar(alignment);
    file.alignTo(alignment);
  }
  file.writeBytes(payload);
}

/// count, pad to 4 or 8, offsets, then the concatenated items (string, type, constant tables).
std::vector<uint8_t> buildTable(const std::vector<std::vector<uint8_t>> &items,
                                unsigned offsetBytes, bool sizePrefixed) {
  ByteWriter out;
  out.writeVar(items.size());
  out.alignTo(offsetBytes);
  uint64_t offset = 0;
  ByteWriter data;
  for (const std::vector<uint8_t> &item : items) {
    out.writeFixed(offset, offsetBytes);
    size_t before = data.size();
    if (sizePrefixed)
      data.writeVar(item.size());
    data.writeBytes(item);
    offset += data.size() - before;
  }
  out.writeBytes(data.bytes);
  return out.bytes;
}

bool isTestFunction(mlir::Operation *op) {
  return op->getName().getStringRef() == "cuda_tile.testing$func";
}

} // namespace

mlir::LogicalResult writeBytecode(mlir::Operation *moduleOp, std::vector<uint8_t> &bytes,
                                  const WriterOptions &options) {
  auto module = llvm::dyn_cast<TileModuleOp>(moduleOp);
  if (!module)
    return moduleOp->emitError("expected a 'cuda_tile.module' to write as bytecode");
  WriterState state(options);

  // Top level: globals and functions only (§5.4).
  llvm::SmallVector<mlir::Operation *> functions;
  llvm::SmallVector<GlobalOp> globals;
  for (mlir::Operation &op : module.getBodyBlock()) {
    if (llvm::isa<EntryOp>(op) || (options.allowTestFunctions && isTestFunction(&op))) {
      functions.push_back(&op);
    } else if (auto global = llvm::dyn_cast<GlobalOp>(op)) {
      globals.push_back(global);
    } else {
      return op.emitError("only function and global ops are allowed in the body");
    }
  }

  // 1. Function map: name, signature, location.
  struct FunctionInfo {
    unsigned name, signature;
    uint64_t locIndex = 0;
  };
  std::vector<FunctionInfo> infos;
  for (mlir::Operation *function : functions) {
    state.currentOp = function;
    FunctionInfo info;
    info.name = state.internString(
        function->getAttrOfType<mlir::StringAttr>("sym_name").getValue());
    auto signature = function->getAttrOfType<mlir::TypeAttr>("function_type");
    // Entry parameters must be rank-0 tiles in bytecode: NVIDIA's reader refuses anything else.
    if (!isTestFunction(function))
      for (auto [index, input] :
           llvm::enumerate(llvm::cast<mlir::FunctionType>(signature.getValue()).getInputs())) {
        auto tile = llvm::dyn_cast<TileType>(input);
        if (!tile || !tile.getShape().empty())
          return function->emitError("unsupported type in bytecode for entry argument #")
                 << index << ": " << input << "; expected a rank-0 !cuda_tile.tile type";
      }
    std::optional<unsigned> type = state.getTypeIndex(signature.getValue());
    if (!type)
      return mlir::failure();
    info.signature = *type;
    mlir::Location loc = function->getLoc();
    if (llvm::isa<DILocAttr, mlir::CallSiteLoc>(loc)) {
      std::optional<uint64_t> entry = state.registerDebugInfo(loc);
      if (!entry)
        return mlir::failure();
      state.functionLocationLists.push_back({*entry});
      info.locIndex = state.functionLocationLists.size();
    }
    infos.push_back(info);
  }

  // 2. Globals.
  ByteWriter globalSection;
  globalSection.writeVar(globals.size());
  for (GlobalOp global : globals) {
    state.currentOp = global;
    bool modern = options.version.atLeast(kVersion13_3);
    if (!modern && global.getSymbolVisibility() != SymbolVisibility::Public)
      return global.emitError("global `" + global.getSymName() +
                              "` uses non-public symbol visibility, which cannot be encoded in "
                              "bytecode version " + options.version.str() +
                              " (requires bytecode 13.3+)");
    if (!modern && global.getConstant())
      return global.emitError("constant global `" + global.getSymName() +
                              "` cannot be encoded in bytecode version " +
                              options.version.str() +
                              " (the `constant` attribute requires bytecode 13.3+)");
    globalSection.writeVar(state.internString(global.getSymName()));
    std::optional<unsigned> type = state.getTypeIndex(global.getTileType());
    if (!type)
      return mlir::failure();
    globalSection.writeVar(*type);
    globalSection.writeVar(state.addConstant(global.getValue()));
    globalSection.writeVar(global.getAlignment());
    if (modern) {
      globalSection.writeVar(global.getSymbolVisibility() == SymbolVisibility::Public ? 0 : 1);
      globalSection.writeVar(global.getConstant() ? 1 : 0);
    }
  }

  // 3. Function bodies.
  ByteWriter funcSection;
  funcSection.writeVar(functions.size());
  for (auto [function, info] : llvm::zip(functions, infos)) {
    state.currentOp = function;
    bool kernel = !isTestFunction(function);
    auto hints = function->getAttrOfType<OptimizationHintsAttr>("optimization_hints");
    uint8_t flags = (kernel ? 0x02 : 0x00) | (kernel && hints ? 0x04 : 0x00);
    funcSection.writeVar(info.name);
    funcSection.writeVar(info.signature);
    funcSection.writeByte(flags);
    funcSection.writeVar(info.locIndex);
    if (flags & 0x04)
      if (!state.writeSelfContainedAttr(funcSection, hints))
        return mlir::failure();
    state.currentLocationList =
        info.locIndex ? &state.functionLocationLists[info.locIndex - 1] : nullptr;
    ByteWriter body;
    mlir::Block &block = function->getRegion(0).front();
    state.values.clear();
    state.valueIndex.clear();
    for (mlir::BlockArgument argument : block.getArguments())
      state.pushValue(argument);
    if (!state.writeBlockOps(body, block) || state.failed)
      return mlir::failure();
    funcSection.writeVar(body.size());
    funcSection.writeBytes(body.bytes);
  }
  funcSection.alignTo(8);
  state.currentOp = module;

  // 4-8. Constants, debug info, types, producer, strings.
  std::vector<uint8_t> constantSection = buildTable(state.constantEntries, 8, true);
  ByteWriter debugSection;
  bool hasDebugInfo = !state.functionLocationLists.empty();
  if (hasDebugInfo)
    state.writeDebugSection(debugSection);
  std::vector<uint8_t> typeSection = buildTable(state.typeEntries, 4, false);
  ByteWriter producerSection;
  std::optional<llvm::StringRef> producer = module.getProducer();
  bool writeProducer = producer && options.version.atLeast(kVersion13_3);
  if (writeProducer)
    producerSection.writeVar(state.internString(*producer));
  std::vector<std::vector<uint8_t>> strings;
  for (const std::string &text : state.strings)
    strings.emplace_back(text.begin(), text.end());
  std::vector<uint8_t> stringSection = buildTable(strings, 4, false);
  if (state.failed)
    return mlir::failure();

  ByteWriter file;
  file.writeBytes(kMagic);
  file.writeByte(options.version.major);
  file.writeByte(options.version.minor);
  file.writeFixed(options.version.tag, 2);
  if (!globals.empty())
    appendSection(file, kGlobalSection, globalSection.bytes, 1);
  appendSection(file, kFuncSection, funcSection.bytes, 8);
  if (!state.constantEntries.empty())
    appendSection(file, kConstantSection, constantSection, 8);
  if (hasDebugInfo)
    appendSection(file, kDebugSection, debugSection.bytes, 8);
  appendSection(file, kTypeSection, typeSection, 4);
  if (writeProducer)
    appendSection(file, kProducerSection, producerSection.bytes, 1);
  appendSection(file, kStringSection, stringSection, 4);
  file.writeByte(kEndSection);
  bytes = std::move(file.bytes);
  return mlir::success();
}

mlir::LogicalResult writeBytecode(mlir::Operation *module, llvm::raw_ostream &os,
                                  const WriterOptions &options) {
  std::vector<uint8_t> bytes;
  if (mlir::failed(writeBytecode(module, bytes, options)))
    return mlir::failure();
  os.write(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  return mlir::success();
}

} // namespace tilec::bytecode
