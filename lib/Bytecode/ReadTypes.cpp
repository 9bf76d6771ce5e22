//===- ReadTypes.cpp - the type and constant sections in the reader -------===//
//
// Types are parsed on first use and cached (tile-ir-bytecode.md §3.2); a reference back to a
// type being parsed is a cycle. Dialect types are built with getChecked, so a type the dialect
// rejects is a decode error rather than an assertion.
//
//===----------------------------------------------------------------------===//
#include "DenseData.h"
#include "ReaderState.h"
#include "TypeTags.h"

#include "tilec/Dialect/CudaTile/CudaTileTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"

namespace tilec::bytecode {
using namespace tilec::cuda_tile;

bool ReaderState::failWithDiagnostic(ByteReader &at, const std::string &diagnostic) {
  return at.fail(diagnostic.empty() ? std::string("invalid value") : diagnostic);
}

bool ReaderState::readTypeIndex(ByteReader &reader, mlir::Type &type) {
  uint64_t start = reader.position();
  uint64_t index;
  if (!reader.readVar(index))
    return false;
  ByteReader at = reader.sub(start, reader.position());
  return getType(index, type, at);
}

bool ReaderState::getType(uint64_t index, mlir::Type &type, ByteReader &at) {
  if (index >= types.offsets.size())
    return at.fail("type index " + llvm::Twine(index) + " out of bounds");
  if (typeState[index] == 2) {
    type = typeCache[index];
    return true;
  }
  if (typeState[index] == 1 || typeDepth >= kMaxNesting)
    return at.fail("cyclic reference to type " + llvm::Twine(index));
  ByteReader entry = at;
  if (!getItem(types, index, entry))
    return false;
  typeState[index] = 1;
  ++typeDepth;
  bool ok = parseType(entry, type);
  --typeDepth;
  if (!ok)
    return false;
  typeState[index] = 2;
  typeCache[index] = type;
  return true;
}

static bool readPadding(ByteReader &entry, bool present,
                        std::optional<PaddingValue> &padding) {
  if (!present)
    return true;
  uint64_t offset = entry.position();
  uint64_t code;
  if (!entry.readVar(code))
    return false;
  padding = code <= UINT32_MAX ? symbolizePaddingValue(uint32_t(code)) : std::nullopt;
  if (!padding)
    return entry.failAt(entry.absoluteOffset() - (entry.position() - offset),
                        "invalid integer value for enum type PaddingValue: " +
                            llvm::Twine(code));
  return true;
}

bool ReaderState::parseType(ByteReader &entry, mlir::Type &type) {
  uint64_t tag;
  if (!entry.readVar(tag))
    return false;
  const TypeTagInfo *info = lookupTypeTag(tag);
  if (!info)
    return entry.fail("unknown type tag " + llvm::Twine(tag));
  if (!version.atLeast(info->since))
    return entry.fail("type '" + llvm::Twine(info->name) + "' requires bytecode version " +
                      info->since.str() + "+, file version is " + version.str());
  mlir::MLIRContext *ctx = context;
  bool is13_4 = version.atLeast(kVersion13_4);
  // 13.4 adds a flags varint to pointers and tensor_views; bit 0 announces a ptr_attr byte at
  // the end of the type (0 none; 13.5's 1 unicast and 2 multicast are pre-release numbers).
  // Other flag bits are ignored, as for every flags field.
  bool hasPtrAttr = false;
  auto readPointerFlags = [&]() {
    if (!is13_4)
      return true;
    uint64_t flags;
    if (!entry.readVar(flags))
      return false;
    hasPtrAttr = flags & 1;
    return true;
  };
  PointerClassAttr ptrAttr;
  auto readPtrAttr = [&]() {
    if (!hasPtrAttr)
      return true;
    uint64_t start = entry.absoluteOffset();
    uint8_t value;
    if (!entry.readByte(value))
      return false;
    // 13.4 files hold `none` only; unicast/multicast are 13.5 (NVIDIA's reader words it so).
    std::optional<PointerClass> kind = symbolizePointerClass(value);
    if (!kind || *kind != PointerClass::none)
      return entry.failAt(start, "enum value " + llvm::Twine(unsigned(value)) +
                                     " is not available in bytecode version " + version.str());
    ptrAttr = PointerClassAttr::get(ctx, *kind);
    return true;
  };
  auto tensorViewAt = [&](TensorViewType &view) {
    mlir::Type inner;
    uint64_t start = entry.absoluteOffset();
    if (!readTypeIndex(entry, inner))
      return false;
    view = llvm::dyn_cast<TensorViewType>(inner);
    if (!view)
      return entry.failAt(start, "view type parameter is not a tensor_view");
    return true;
  };

  switch (TypeTag(tag)) {
  case TypeTag::I1: type = mlir::IntegerType::get(ctx, 1); return true;
  case TypeTag::I4: type = mlir::IntegerType::get(ctx, 4); return true;
  case TypeTag::I8: type = mlir::IntegerType::get(ctx, 8); return true;
  case TypeTag::I16: type = mlir::IntegerType::get(ctx, 16); return true;
  case TypeTag::I32: type = mlir::IntegerType::get(ctx, 32); return true;
  case TypeTag::I64: type = mlir::IntegerType::get(ctx, 64); return true;
  case TypeTag::F16: type = mlir::Float16Type::get(ctx); return true;
  case TypeTag::BF16: type = mlir::BFloat16Type::get(ctx); return true;
  case TypeTag::F32: type = mlir::Float32Type::get(ctx); return true;
  case TypeTag::TF32: type = mlir::FloatTF32Type::get(ctx); return true;
  case TypeTag::F64: type = mlir::Float64Type::get(ctx); return true;
  case TypeTag::F8E4M3FN: type = mlir::Float8E4M3FNType::get(ctx); return true;
  case TypeTag::F8E5M2: type = mlir::Float8E5M2Type::get(ctx); return true;
  case TypeTag::F8E8M0FNU: type = mlir::Float8E8M0FNUType::get(ctx); return true;
  case TypeTag::F4E2M1FN: type = mlir::Float4E2M1FNType::get(ctx); return true;
  case TypeTag::Token: type = TokenType::get(ctx); return true;
  case TypeTag::F8E5M3FNU: type = Float8E5M3FNUType::get(ctx); return true;
  case TypeTag::Pointer: {
    mlir::Type pointee;
    if (!readPointerFlags() || !readTypeIndex(entry, pointee) || !readPtrAttr())
      return false;
    PointerType result;
    if (!buildChecked(entry, result, [&](auto emit) {
          return PointerType::getChecked(emit, ctx, pointee, ptrAttr);
        }))
      return false;
    type = result;
    return true;
  }
  case TypeTag::Tile: {
    mlir::Type element;
    llvm::SmallVector<int64_t> shape;
    if (!readTypeIndex(entry, element) || !entry.readArray64(shape))
      return false;
    // No tile has more than 2^24 elements; refusing larger dimensions here keeps the element
    // count the dialect's verifier computes within 64 bits.
    for (int64_t dim : shape)
      if (dim > (int64_t(1) << 24))
        return entry.fail("'tile' tile dimension " + llvm::Twine(dim) +
                          " exceeds the 2^24 elements a tile may have");
    TileType result;
    if (!buildChecked(entry, result, [&](auto emit) {
          return TileType::getChecked(emit, ctx, llvm::ArrayRef<int64_t>(shape), element);
        }))
      return false;
    type = result;
    return true;
  }
  case TypeTag::TensorView: {
    mlir::Type element;
    llvm::SmallVector<int64_t> shape, strides;
    if (!readPointerFlags() || !readTypeIndex(entry, element) || !entry.readArray64(shape) ||
        !entry.readArray64(strides) || !readPtrAttr())
      return false;
    TensorViewType result;
    if (!buildChecked(entry, result, [&](auto emit) {
          return TensorViewType::getChecked(emit, ctx, element, llvm::ArrayRef<int64_t>(shape),
                                                llvm::ArrayRef<int64_t>(strides), ptrAttr);
        }))
      return false;
    type = result;
    return true;
  }
  case TypeTag::PartitionView: {
    llvm::SmallVector<int64_t> tileShape, dimMap;
    TensorViewType view;
    std::optional<PaddingValue> padding;
    if (version.atLeast(kVersion13_3)) {
      uint64_t flags;
      if (!entry.readVar(flags) || !entry.readArray32(tileShape) || !tensorViewAt(view) ||
          !entry.readArray32(dimMap) || !readPadding(entry, flags & 1, padding))
        return false;
    } else {
      uint8_t present;
      if (!entry.readArray32(tileShape) || !tensorViewAt(view) || !entry.readArray32(dimMap) ||
          !entry.readByte(present) || !readPadding(entry, present != 0, padding))
        return false;
    }
    PartitionViewType result;
    if (!buildChecked(entry, result, [&](auto emit) {
          return PartitionViewType::getChecked(emit, ctx, llvm::ArrayRef<int64_t>(tileShape), view,
                                               llvm::ArrayRef<int64_t>(dimMap), padding);
        }))
      return false;
    type = result;
    return true;
  }
  case TypeTag::GatherScatterView: {
    uint64_t flags, sparseDim;
    llvm::SmallVector<int64_t> tileShape;
    TensorViewType view;
    std::optional<PaddingValue> padding;
    if (!entry.readVar(flags) || !entry.readArray32(tileShape) || !tensorViewAt(view) ||
        !entry.readVarAtMost(sparseDim, UINT32_MAX, "sparse dimension") ||
        !readPadding(entry, flags & 1, padding))
      return false;
    GatherScatterViewType result;
    if (!buildChecked(entry, result, [&](auto emit) {
          return GatherScatterViewType::getChecked(emit, ctx, llvm::ArrayRef<int64_t>(tileShape), view,
                                                   int64_t(sparseDim), padding);
        }))
      return false;
    type = result;
    return true;
  }
  case TypeTag::StridedView: {
    uint64_t flags;
    llvm::SmallVector<int64_t> tileShape, strides, dimMap;
    TensorViewType view;
    std::optional<PaddingValue> padding;
    if (!entry.readVar(flags) || !entry.readArray32(tileShape) || !entry.readArray32(strides) ||
        !tensorViewAt(view) || !entry.readArray32(dimMap) ||
        !readPadding(entry, flags & 1, padding))
      return false;
    StridedViewType result;
    if (!buildChecked(entry, result, [&](auto emit) {
          return StridedViewType::getChecked(emit, ctx, llvm::ArrayRef<int64_t>(tileShape),
                                             llvm::ArrayRef<int64_t>(strides), view,
                                             llvm::ArrayRef<int64_t>(dimMap),
                                             padding);
        }))
      return false;
    type = result;
    return true;
  }
  case TypeTag::Function: {
    llvm::SmallVector<mlir::Type> inputs, results;
    for (auto *list : {&inputs, &results}) {
      uint64_t count;
      if (!entry.readVarAtMost(count, std::min<uint64_t>(kMaxCount, entry.remaining()),
                               "function type arity"))
        return false;
      for (uint64_t i = 0; i < count; ++i) {
        mlir::Type element;
        if (!readTypeIndex(entry, element))
          return false;
        list->push_back(element);
      }
    }
    type = mlir::FunctionType::get(ctx, inputs, results);
    return true;
  }
  }
  return entry.fail("unknown type tag " + llvm::Twine(tag));
}

bool ReaderState::readConstant(ByteReader &reader, mlir::Type type, mlir::Attribute &value) {
  uint64_t start = reader.position();
  uint64_t index;
  if (!reader.readVar(index))
    return false;
  ByteReader at = reader.sub(start, reader.position());
  if (index >= constants.offsets.size())
    return at.fail("constant index " + llvm::Twine(index) + " out of bounds");
  auto tile = llvm::dyn_cast<TileType>(type);
  if (!tile)
    return at.fail("the type of a constant must be a tile of integers or floats");
  ByteReader item = at;
  if (!getItem(constants, index, item))
    return false;
  uint64_t size;
  llvm::ArrayRef<uint8_t> raw;
  if (!item.readVar(size) || !item.readBytes(size, raw))
    return false;
  std::string message;
  value = decodeDenseData(tile, raw, message);
  if (!value)
    return item.fail(message);
  return true;
}

} // namespace tilec::bytecode
