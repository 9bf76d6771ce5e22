//===- ReadOps.cpp - operations in the bytecode reader --------------------===//
//
// One generic decoder driven by the op's OpEncoding row (tile-ir-bytecode.md §4.1). Fields
// newer than the file take the values older versions imply (A4), and results newer than the
// file are recreated without taking a value index (R3), so 13.1 and 13.2 files read as today's
// ops.
//
//===----------------------------------------------------------------------===//
#include "EnumCodec.h"
#include "ReaderState.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/OperationSupport.h"

namespace tilec::bytecode {

bool ReaderState::checkBlockStructure(ByteReader &reader, mlir::Block &block,
                                      uint64_t blockOffset) {
  if (block.empty())
    return reader.failAt(blockOffset, "invalid block structure: the block has no operations");
  if (!block.back().hasTrait<mlir::OpTrait::IsTerminator>())
    return reader.failAt(blockOffset,
                         "invalid block structure: block is expected to have a terminator");
  return true;
}

bool ReaderState::readOp(ByteReader &reader, mlir::Block &block) {
  uint64_t opOffset = reader.absoluteOffset();
  uint64_t opcode;
  if (!reader.readVar(opcode))
    return false;
  if (opcode > getMaxOpcode(version))
    return reader.failAt(opOffset, "unsupported opcode " + llvm::Twine(opcode) +
                                       " for bytecode version " + version.str());
  const OpEncoding *encoding = lookupOpcode(opcode);
  if (!encoding)
    return reader.failAt(opOffset, "unknown or unimplemented opcode: " + llvm::Twine(opcode));
  if (!encoding->supported)
    return reader.failAt(opOffset, "operation '" + encoding->getOperationName() + "' (opcode " +
                                       llvm::Twine(opcode) + ") " +
                                       encoding->unsupportedReason);
  mlir::MLIRContext *ctx = context;
  mlir::Builder builder(ctx);
  std::string opName = encoding->getOperationName();
  // The table knows ops of newer versions than the dialect may have yet, and the newer names
  // of renamed ops.
  std::optional<mlir::RegisteredOperationName> registered =
      mlir::RegisteredOperationName::lookup(opName, ctx);
  for (const std::string &alias : encoding->aliases)
    if (!registered)
      if ((registered = mlir::RegisteredOperationName::lookup("cuda_tile." + alias, ctx)))
        opName = "cuda_tile." + alias;
  if (!registered)
    return reader.failAt(opOffset, "operation '" + opName + "' (opcode " + llvm::Twine(opcode) +
                                       ", bytecode " + encoding->since.str() +
                                       ") is not supported by this build of tilec");
  auto hasAttribute = [&](llvm::StringRef name) {
    return llvm::any_of(registered->getAttributeNames(),
                        [&](mlir::StringAttr known) { return known.getValue() == name; });
  };

  mlir::Location loc = mlir::UnknownLoc::get(ctx);
  {
    ByteReader at = reader.sub(reader.position(), reader.position());
    if (!nextLocation(at, loc))
      return false;
  }

  // Results.
  llvm::SmallVector<mlir::Type> resultTypes;
  bool resultsOmitted = encoding->resultsSince && !version.atLeast(*encoding->resultsSince);
  uint64_t numResults = encoding->fixedResults;
  if (encoding->countedResults &&
      !reader.readVarAtMost(numResults, std::min<uint64_t>(kMaxCount, reader.remaining()),
                            "result count"))
    return false;
  if (resultsOmitted) {
    if (numResults != 0)
      return reader.fail("result count mismatch for '" + opName + "': expected 0 in bytecode " +
                         version.str() + ", got " + llvm::Twine(numResults));
    // print_tko's token did not exist before 13.2: recreate it without a value index.
    resultTypes.push_back(cuda_tile::TokenType::get(ctx));
  } else {
    for (uint64_t i = 0; i < numResults; ++i) {
      mlir::Type type;
      if (!readTypeIndex(reader, type))
        return false;
      resultTypes.push_back(type);
    }
  }

  // Flags.
  uint64_t flags = 0;
  if (encoding->hasFlagsField(version)) {
    uint64_t flagsOffset = reader.absoluteOffset();
    if (!reader.readVar(flags))
      return false;
    // Bits above the op's known flags are ignored, as NVIDIA's reader does (tileirdisasm
    // 13.5.37 prints `addf` with flags 2 as a plain addf); §5.3 does not ask to reject them.
    if (encoding->flags.size() < 64)
      flags &= (uint64_t(1) << encoding->flags.size()) - 1;
    for (auto [bit, flag] : llvm::enumerate(encoding->flags)) {
      if (!(flags & (uint64_t(1) << bit)))
        continue;
      if (!version.atLeast(flag.since))
        return reader.failAt(flagsOffset,
                             "malformed bytecode: flag set for " +
                                 llvm::Twine(flag.kind == FlagKind::OptionalOperand
                                                 ? "operand '"
                                                 : "attribute '") +
                                 flag.name + "' of '" + opName + "', which requires bytecode " +
                                 flag.since.str() + ", file version is " + version.str());
      if (flag.kind == FlagKind::UnitAttr && !hasAttribute(flag.name))
        return reader.failAt(flagsOffset, "'" + flag.name + "' of '" + opName +
                                              "' (bytecode " + flag.since.str() +
                                              ") is not supported by this build of tilec");
    }
  }
  mlir::NamedAttrList attributes;
  for (auto [bit, flag] : llvm::enumerate(encoding->flags))
    if (flag.kind == FlagKind::UnitAttr && (flags & (uint64_t(1) << bit)))
      attributes.append(flag.name, mlir::UnitAttr::get(ctx));

  // Attributes.
  // 13.4's `inbounds` has one entry per index; files before 13.4 mean all false. The dialect
  // spells an omitted clause as all false too, so the attribute is set whenever it exists.
  std::optional<std::string> implicitInBounds;
  for (const AttrField &field : encoding->attributes) {
    if (!version.atLeast(field.since)) {
      if (field.kind == AttrKind::Enum && field.defaultValue)
        attributes.append(field.name, makeEnumAttr(field.enumKind, ctx, *field.defaultValue));
      if (field.kind == AttrKind::InBounds && hasAttribute(field.name))
        implicitInBounds = field.name;
      continue;
    }
    if (field.flagBit && !(flags & (uint64_t(1) << *field.flagBit)))
      continue;
    uint64_t fieldOffset = reader.absoluteOffset();
    mlir::Attribute value;
    switch (field.kind) {
    case AttrKind::Enum: {
      uint64_t code;
      if (!reader.readVar(code))
        return false;
      value = makeEnumAttr(field.enumKind, ctx, code);
      if (!value)
        return reader.failAt(fieldOffset, "invalid integer value for enum type: " +
                                              llvm::Twine(code) + " (attribute '" + field.name +
                                              "')");
      break;
    }
    case AttrKind::UVar32:
    case AttrKind::UVar64: {
      bool is32 = field.kind == AttrKind::UVar32;
      uint64_t raw;
      if (!reader.readVarAtMost(raw, is32 ? UINT32_MAX : UINT64_MAX, "attribute '" + field.name + "'"))
        return false;
      value = is32 ? builder.getI32IntegerAttr(int32_t(uint32_t(raw)))
                   : builder.getI64IntegerAttr(int64_t(raw));
      break;
    }
    case AttrKind::Bool: {
      uint8_t byte;
      if (!reader.readByte(byte))
        return false;
      value = builder.getBoolAttr(byte != 0);
      break;
    }
    case AttrKind::String: {
      mlir::StringAttr text;
      if (!readStringAttr(reader, text))
        return false;
      value = text;
      break;
    }
    case AttrKind::SymbolRef: {
      mlir::StringAttr text;
      if (!readStringAttr(reader, text))
        return false;
      if (text.getValue().empty())
        return reader.failAt(fieldOffset, "invalid empty symbol name in '" + opName + "'");
      value = mlir::FlatSymbolRefAttr::get(text);
      break;
    }
    case AttrKind::I32Array: {
      llvm::SmallVector<int64_t> elements;
      if (!reader.readArray32(elements))
        return false;
      llvm::SmallVector<int32_t> narrow;
      for (int64_t element : elements) {
        if (element == INT32_MAX || element == INT32_MIN)
          return reader.failAt(fieldOffset,
                               "array contains unsupported value " + llvm::Twine(element));
        narrow.push_back(int32_t(element));
      }
      value = builder.getDenseI32ArrayAttr(narrow);
      break;
    }
    case AttrKind::Constant:
      if (resultTypes.empty())
        return reader.failAt(fieldOffset, "constant without a result type");
      if (!readConstant(reader, resultTypes.front(), value))
        return false;
      break;
    case AttrKind::SelfContained:
      if (!readSelfContainedAttr(reader, value))
        return false;
      break;
    case AttrKind::HintsDict: {
      mlir::DictionaryAttr dict;
      if (!readDictionaryBody(reader, dict))
        return false;
      cuda_tile::OptimizationHintsAttr hints;
      if (!buildChecked(reader, hints, [&](auto emit) {
            return cuda_tile::OptimizationHintsAttr::getChecked(emit, ctx, dict);
          }))
        return false;
      value = hints;
      break;
    }
    case AttrKind::AttrArray: {
      uint64_t count;
      if (!reader.readVarAtMost(count, std::min<uint64_t>(kMaxCount, reader.remaining()),
                                "array size"))
        return false;
      llvm::SmallVector<mlir::Attribute> elements;
      for (uint64_t i = 0; i < count; ++i) {
        mlir::Attribute element;
        if (!readSelfContainedAttr(reader, element))
          return false;
        elements.push_back(element);
      }
      value = builder.getArrayAttr(elements);
      break;
    }
    case AttrKind::InBounds: {
      // The per-index "stays in bounds" promise. Results are the same whether or not a promise
      // is kept, so a dialect without the attribute drops it.
      uint64_t count;
      llvm::ArrayRef<uint8_t> bytes;
      if (!reader.readVar(count) || !reader.readBytes(count, bytes))
        return false;
      if (!hasAttribute(field.name))
        continue;
      llvm::SmallVector<bool> flagsPerIndex;
      for (uint8_t byte : bytes)
        flagsPerIndex.push_back(byte != 0);
      value = builder.getDenseBoolArrayAttr(flagsPerIndex);
      break;
    }
    }
    attributes.append(field.name, value);
  }

  // Operands.
  llvm::SmallVector<mlir::Value> operands;
  auto readOperand = [&]() {
    uint64_t operandOffset = reader.absoluteOffset();
    uint64_t index;
    if (!reader.readVar(index))
      return false;
    if (index >= values.size())
      return reader.failAt(operandOffset, "operand index " + llvm::Twine(index) +
                                              " out of bounds (size=" +
                                              llvm::Twine(values.size()) + ") for operand " +
                                              llvm::Twine(operands.size()));
    operands.push_back(values[index]);
    return true;
  };
  auto readCount = [&](uint64_t &count) {
    return reader.readVarAtMost(count, std::min<uint64_t>(kMaxCount, reader.remaining()),
                                "operand count");
  };
  switch (encoding->layout) {
  case OperandLayout::Fixed:
    for (unsigned i = 0; i < encoding->fixedOperands; ++i)
      if (!readOperand())
        return false;
    break;
  case OperandLayout::Counted: {
    uint64_t count;
    if (!readCount(count))
      return false;
    for (uint64_t i = 0; i < count; ++i)
      if (!readOperand())
        return false;
    break;
  }
  case OperandLayout::Segmented: {
    llvm::SmallVector<int32_t> sizes;
    for (const OperandGroup &group : encoding->operandGroups) {
      uint64_t count = 1;
      if (group.kind == OperandKind::Variadic && !readCount(count))
        return false;
      if (group.kind == OperandKind::Optional)
        count = (flags >> *group.flagBit) & 1;
      for (uint64_t i = 0; i < count; ++i)
        if (!readOperand())
          return false;
      sizes.push_back(int32_t(count));
    }
    attributes.append("operandSegmentSizes", builder.getDenseI32ArrayAttr(sizes));
    if (implicitInBounds)
      for (auto [group, size] : llvm::zip(encoding->operandGroups, sizes))
        if (group.name == "index")
          attributes.append(*implicitInBounds, builder.getDenseBoolArrayAttr(
                                                   llvm::SmallVector<bool>(size, false)));
    break;
  }
  }

  // Regions.
  llvm::SmallVector<std::unique_ptr<mlir::Region>> regions;
  if (encoding->numRegions != 0) {
    uint64_t regionsOffset = reader.absoluteOffset();
    uint64_t numRegions;
    if (!reader.readVar(numRegions))
      return false;
    if (numRegions != encoding->numRegions)
      return reader.failAt(regionsOffset, opName + " op expected " +
                                              llvm::Twine(encoding->numRegions) +
                                              " regions, got " + llvm::Twine(numRegions));
    if (regionDepth >= kMaxNesting)
      return reader.failAt(regionsOffset, "regions nested too deeply");
    ++regionDepth;
    struct DepthGuard {
      unsigned &depth;
      ~DepthGuard() { --depth; }
    } guard{regionDepth};
    for (uint64_t r = 0; r < numRegions; ++r) {
      auto region = std::make_unique<mlir::Region>();
      uint64_t numBlocks;
      if (!reader.readVarAtMost(numBlocks, reader.remaining(), "block count"))
        return false;
      for (uint64_t b = 0; b < numBlocks; ++b) {
        uint64_t blockOffset = reader.absoluteOffset();
        auto *block = new mlir::Block();
        region->push_back(block);
        size_t valuesAtEntry = values.size();
        uint64_t numArgs;
        if (!reader.readVarAtMost(numArgs, reader.remaining(), "block argument count"))
          return false;
        for (uint64_t a = 0; a < numArgs; ++a) {
          mlir::Type type;
          if (!readTypeIndex(reader, type))
            return false;
          values.push_back(block->addArgument(type, loc));
        }
        uint64_t numOps;
        if (!reader.readVarAtMost(numOps, reader.remaining(), "operation count"))
          return false;
        for (uint64_t o = 0; o < numOps; ++o)
          if (!readOp(reader, *block))
            return false;
        if (!checkBlockStructure(reader, *block, blockOffset))
          return false;
        values.resize(valuesAtEntry);
      }
      regions.push_back(std::move(region));
    }
  }

  mlir::OperationState state(loc, opName);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(attributes);
  for (std::unique_ptr<mlir::Region> &region : regions)
    state.addRegion(std::move(region));
  mlir::Operation *op = mlir::Operation::create(state);
  block.push_back(op);
  if (!resultsOmitted)
    for (mlir::Value result : op->getResults())
      values.push_back(result);
  return true;
}

} // namespace tilec::bytecode
