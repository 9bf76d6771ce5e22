//===- WriteOps.cpp - operations in the bytecode writer -------------------===//
//
// One generic encoder driven by the op's OpEncoding row (tile-ir-bytecode.md §4.1): results,
// flags, attributes, operands, regions, each gated on the target version as §5.4 requires.
//
//===----------------------------------------------------------------------===//
#include "EnumCodec.h"
#include "WriterState.h"

#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace tilec::bytecode {

void WriterState::pushValue(mlir::Value value) {
  valueIndex[value] = values.size();
  values.push_back(value);
}

void WriterState::truncateValues(size_t size) {
  while (values.size() > size) {
    valueIndex.erase(values.back());
    values.pop_back();
  }
}

bool WriterState::writeBlockOps(ByteWriter &out, mlir::Block &block) {
  for (mlir::Operation &op : block)
    if (!writeOp(out, &op))
      return false;
  return true;
}

/// Sizes of the operand groups of a segmented op, or of one group holding every operand.
static llvm::SmallVector<int32_t> getGroupSizes(mlir::Operation *op) {
  if (auto sizes = op->getAttrOfType<mlir::DenseI32ArrayAttr>("operandSegmentSizes"))
    return llvm::to_vector(sizes.asArrayRef());
  return {int32_t(op->getNumOperands())};
}

bool WriterState::writeOp(ByteWriter &out, mlir::Operation *op) {
  currentOp = op;
  llvm::StringRef dialect = op->getName().getDialectNamespace();
  if (dialect != "cuda_tile")
    return fail("only ops from the 'cuda_tile' dialect are allowed");
  const OpEncoding *encoding = lookupOperation(op->getName().stripDialect());
  // 13.5's multimem and preview ops: NVIDIA's opcodes are not published (tile-ir-13.4-13.5.md §1).
  llvm::StringRef name = op->getName().stripDialect();
  if (!encoding && (name.starts_with("multimem_") || name.starts_with("preview$")))
    return fail("operation '" + op->getName().getStringRef() +
                "' (Tile IR 13.5) has no known bytecode encoding: its opcode is not published, "
                "so it cannot be written");
  if (!encoding)
    return fail("operation '" + op->getName().getStringRef() + "' cannot appear in a function body");
  if (!version().atLeast(encoding->since))
    return fail("operation '" + op->getName().getStringRef() +
                "' is not available in bytecode version " + version().str());
  if (mlir::Operation *parent = op->getParentOp())
    if ((parent->getName().getStringRef() == "cuda_tile.reduce" ||
         parent->getName().getStringRef() == "cuda_tile.scan") &&
        !mlir::isPure(op))
      return fail("only pure operations allowed in the body of '" +
                  parent->getName().getStringRef() + "'");

  // Location: checked for every op, listed for functions that carry debug info (§3.7).
  if (!checkOpLocation(op->getLoc()))
    return false;
  if (currentLocationList) {
    std::optional<uint64_t> loc = registerDebugInfo(op->getLoc());
    if (!loc)
      return false;
    currentLocationList->push_back(*loc);
  }

  out.writeVar(encoding->opcode);

  // Results (R1-R3).
  bool resultsOmitted = encoding->resultsSince && !version().atLeast(*encoding->resultsSince);
  if (resultsOmitted) {
    for (mlir::OpResult result : op->getResults())
      if (!result.use_empty())
        return fail("result 'result_token' requires bytecode version " +
                    encoding->resultsSince->str() + " but is being used and targeting " +
                    version().str());
    out.writeVar(0);
  } else {
    if (encoding->countedResults)
      out.writeVar(op->getNumResults());
    else if (op->getNumResults() != encoding->fixedResults)
      return fail("expected " + llvm::Twine(encoding->fixedResults) + " results");
    for (mlir::Type type : op->getResultTypes()) {
      std::optional<unsigned> index = getTypeIndex(type);
      if (!index)
        return false;
      out.writeVar(*index);
    }
  }

  // Flags (F1-F3).
  llvm::SmallVector<int32_t> groupSizes = getGroupSizes(op);
  if (encoding->layout == OperandLayout::Segmented &&
      groupSizes.size() != encoding->operandGroups.size())
    return fail("operand segments do not match the bytecode encoding of the op");
  auto groupSize = [&](llvm::StringRef name) -> int32_t {
    for (auto [index, group] : llvm::enumerate(encoding->operandGroups))
      if (group.name == name)
        return groupSizes[index];
    return 0;
  };
  uint64_t flags = 0;
  for (auto [bit, flag] : llvm::enumerate(encoding->flags)) {
    bool present = false;
    switch (flag.kind) {
    case FlagKind::UnitAttr:
    case FlagKind::OptionalAttr:
      present = bool(op->getAttr(flag.name));
      break;
    case FlagKind::OptionalOperand:
      present = groupSize(flag.name) != 0;
      break;
    }
    if (!present)
      continue;
    if (!version().atLeast(flag.since))
      return fail("optional " +
                  llvm::Twine(flag.kind == FlagKind::OptionalOperand ? "operand" : "attribute") +
                  " '" + flag.name + "' is provided but requires bytecode version " +
                  flag.since.str() + ", targeting " + version().str());
    flags |= uint64_t(1) << bit;
  }
  if (encoding->hasFlagsField(version()))
    out.writeVar(flags);

  // Attributes (A1-A4).
  for (const AttrField &field : encoding->attributes) {
    mlir::Attribute value = op->getAttr(field.name);
    if (!version().atLeast(field.since)) {
      bool isDefault = true;
      if (field.kind == AttrKind::Enum && value && field.defaultValue)
        isDefault = getEnumCode(field.enumKind, value) == uint64_t(*field.defaultValue);
      if (auto inBounds = llvm::dyn_cast_or_null<mlir::DenseBoolArrayAttr>(value))
        isDefault = llvm::none_of(inBounds.asArrayRef(), [](bool b) { return b; });
      if (!isDefault)
        return fail("attribute '" + field.name + "' requires bytecode version " +
                    field.since.str() + "+, but targeting " + version().str());
      continue;
    }
    if (field.flagBit && !(flags & (uint64_t(1) << *field.flagBit)))
      continue;
    auto missing = [&] {
      return fail("attribute '" + field.name + "' is missing or of the wrong kind for bytecode");
    };
    switch (field.kind) {
    case AttrKind::Enum: {
      std::optional<uint64_t> code = getEnumCode(field.enumKind, value);
      if (!value && field.defaultValue)
        code = uint64_t(*field.defaultValue);
      if (!code)
        return missing();
      // rounding<nearest_away> (enum value 7) is 13.4's; older readers do not know the value.
      if (field.enumKind == EnumKind::Rounding &&
          *code == uint64_t(cuda_tile::RoundingMode::nearest_away) &&
          !version().atLeast(kVersion13_4))
        return fail("rounding mode 'nearest_away' of '" + op->getName().getStringRef() +
                    "' requires bytecode version 13.4+, but targeting " + version().str());
      out.writeVar(*code);
      break;
    }
    case AttrKind::UVar32:
    case AttrKind::UVar64: {
      auto integer = llvm::dyn_cast_or_null<mlir::IntegerAttr>(value);
      if (!integer)
        return missing();
      out.writeVar(integer.getValue().getZExtValue());
      break;
    }
    case AttrKind::Bool: {
      auto boolean = llvm::dyn_cast_or_null<mlir::BoolAttr>(value);
      if (!boolean)
        return missing();
      out.writeByte(boolean.getValue() ? 1 : 0);
      break;
    }
    case AttrKind::String: {
      auto string = llvm::dyn_cast_or_null<mlir::StringAttr>(value);
      if (!string)
        return missing();
      out.writeVar(internString(string.getValue()));
      break;
    }
    case AttrKind::SymbolRef: {
      auto symbol = llvm::dyn_cast_or_null<mlir::FlatSymbolRefAttr>(value);
      if (!symbol)
        return missing();
      out.writeVar(internString(symbol.getValue()));
      break;
    }
    case AttrKind::I32Array: {
      auto array = llvm::dyn_cast_or_null<mlir::DenseI32ArrayAttr>(value);
      if (!array)
        return missing();
      llvm::SmallVector<int64_t> elements(array.asArrayRef().begin(), array.asArrayRef().end());
      out.writeArray32(elements);
      break;
    }
    case AttrKind::Constant: {
      auto dense = llvm::dyn_cast_or_null<mlir::DenseIntOrFPElementsAttr>(value);
      if (!dense)
        return missing();
      out.writeVar(addConstant(dense));
      break;
    }
    case AttrKind::SelfContained:
      if (!value)
        return missing();
      if (!writeSelfContainedAttr(out, value))
        return false;
      break;
    case AttrKind::HintsDict: {
      auto hints = llvm::dyn_cast_or_null<cuda_tile::OptimizationHintsAttr>(value);
      if (!hints)
        return missing();
      if (!writeDictionaryBody(out, hints.getEntries()))
        return false;
      break;
    }
    case AttrKind::AttrArray: {
      auto array = llvm::dyn_cast_or_null<mlir::ArrayAttr>(value);
      if (!array)
        return missing();
      out.writeVar(array.size());
      for (mlir::Attribute element : array)
        if (!writeSelfContainedAttr(out, element))
          return false;
      break;
    }
    case AttrKind::InBounds: {
      // Always present from 13.4 on: one byte per index, all 0 when the op makes no promise.
      int32_t indices = groupSize("index");
      auto inBounds = llvm::dyn_cast_or_null<mlir::DenseBoolArrayAttr>(value);
      if (inBounds && inBounds.size() != indices)
        return fail("attribute 'inbounds' must have one entry per index");
      out.writeVar(indices);
      for (int32_t i = 0; i < indices; ++i)
        out.writeByte(inBounds && inBounds.asArrayRef()[i] ? 1 : 0);
      break;
    }
    }
    currentOp = op;
  }

  // Operands (O1-O3).
  auto writeOperand = [&](mlir::Value value) {
    auto found = valueIndex.find(value);
    if (found == valueIndex.end())
      return fail("operand is not available in bytecode value order");
    out.writeVar(found->second);
    return true;
  };
  switch (encoding->layout) {
  case OperandLayout::Fixed:
    if (op->getNumOperands() != encoding->fixedOperands)
      return fail("expected " + llvm::Twine(encoding->fixedOperands) + " operands");
    for (mlir::Value operand : op->getOperands())
      if (!writeOperand(operand))
        return false;
    break;
  case OperandLayout::Counted:
    out.writeVar(op->getNumOperands());
    for (mlir::Value operand : op->getOperands())
      if (!writeOperand(operand))
        return false;
    break;
  case OperandLayout::Segmented: {
    unsigned next = 0;
    for (auto [index, group] : llvm::enumerate(encoding->operandGroups)) {
      int32_t size = groupSizes[index];
      if (size < 0 || next + size > op->getNumOperands() ||
          (group.kind != OperandKind::Variadic && size > 1) ||
          (group.kind == OperandKind::Single && size != 1))
        return fail("operand segments do not match the bytecode encoding of the op");
      if (group.kind == OperandKind::Variadic)
        out.writeVar(size);
      for (int32_t i = 0; i < size; ++i)
        if (!writeOperand(op->getOperand(next++)))
          return false;
    }
    break;
  }
  }

  // Regions (G1).
  if (encoding->numRegions != op->getNumRegions())
    return fail("expected " + llvm::Twine(encoding->numRegions) + " regions");
  if (encoding->numRegions != 0) {
    out.writeVar(op->getNumRegions());
    for (mlir::Region &region : op->getRegions()) {
      out.writeVar(region.getBlocks().size());
      for (mlir::Block &block : region) {
        size_t valuesAtEntry = values.size();
        out.writeVar(block.getNumArguments());
        for (mlir::BlockArgument argument : block.getArguments()) {
          std::optional<unsigned> index = getTypeIndex(argument.getType());
          if (!index)
            return false;
          out.writeVar(*index);
          pushValue(argument);
        }
        out.writeVar(block.getOperations().size());
        if (!writeBlockOps(out, block))
          return false;
        truncateValues(valuesAtEntry);
      }
    }
    currentOp = op;
  }

  if (!resultsOmitted)
    for (mlir::Value result : op->getResults())
      pushValue(result);
  return true;
}

} // namespace tilec::bytecode
