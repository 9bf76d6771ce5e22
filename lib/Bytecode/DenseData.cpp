//===- DenseData.cpp - constant values as raw little-endian buffers -------===//
#include "DenseData.h"

#include "tilec/Dialect/CudaTile/DenseLiteral.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/MathExtras.h"

namespace tilec::bytecode {

/// Bit width of the value of one element: the IEEE width for floats (tf32 19).
static unsigned getValueBits(mlir::Type elementType) {
  if (auto integer = llvm::dyn_cast<mlir::IntegerType>(elementType))
    return integer.getWidth();
  if (auto floating = llvm::dyn_cast<mlir::FloatType>(elementType))
    return llvm::APFloat::getSizeInBits(floating.getFloatSemantics());
  if (llvm::isa<cuda_tile::Float8E5M3FNUType>(elementType)) // stored as its i8 encodings
    return 8;
  return 0;
}

unsigned getDenseElementBytes(mlir::Type elementType) {
  unsigned bits = getValueBits(elementType);
  if (auto integer = llvm::dyn_cast<mlir::IntegerType>(elementType))
    if (bits != 1 && bits != 4 && bits != 8 && bits != 16 && bits != 32 && bits != 64)
      return 0;
  return (bits + 7) / 8;
}

static void appendElement(std::vector<uint8_t> &bytes, const llvm::APInt &bits,
                          unsigned elementBytes) {
  uint64_t value = bits.getZExtValue();
  for (unsigned i = 0; i < elementBytes; ++i)
    bytes.push_back(uint8_t(value >> (8 * i)));
}

/// i1 data in the layout NVIDIA's reader decodes (checked against tileirdisasm 13.5.37, which
/// rejects one byte per element for a non-splat and reads a splat `01` for tile<2xi1> as
/// [true, false]): a splat is one byte `00` or `FF`, anything else is packed LSB-first into
/// ceil(n/8) bytes. `FF` also reads as true under the one-byte-per-element rule of §3.3, so
/// splats mean the same to both generations of readers.
static std::vector<uint8_t> encodeBoolData(mlir::DenseIntOrFPElementsAttr value) {
  auto values = value.getValues<llvm::APInt>();
  int64_t count = value.isSplat() ? 1 : value.getNumElements();
  bool first = count > 0 && !values[0].isZero();
  bool allEqual = true;
  for (int64_t i = 1; i < count && allEqual; ++i)
    allEqual = !values[i].isZero() == first;
  if (allEqual)
    return {uint8_t(first ? 0xFF : 0x00)};
  std::vector<uint8_t> bytes((count + 7) / 8, 0);
  for (int64_t i = 0; i < count; ++i)
    if (!values[i].isZero())
      bytes[i / 8] |= uint8_t(1u << (i % 8));
  return bytes;
}

std::vector<uint8_t> encodeDenseData(mlir::DenseIntOrFPElementsAttr value) {
  mlir::Type elementType = value.getElementType();
  if (elementType.isInteger(1))
    return encodeBoolData(value);
  unsigned elementBytes = getDenseElementBytes(elementType);
  std::vector<uint8_t> bytes;
  int64_t count = value.isSplat() ? 1 : value.getNumElements();
  bytes.reserve(count * elementBytes);
  if (llvm::isa<mlir::FloatType>(elementType)) {
    auto values = value.getValues<llvm::APFloat>();
    for (int64_t i = 0; i < count; ++i)
      appendElement(bytes, values[i].bitcastToAPInt(), elementBytes);
  } else {
    auto values = value.getValues<llvm::APInt>();
    for (int64_t i = 0; i < count; ++i)
      appendElement(bytes, values[i], elementBytes);
  }
  // MLIR keeps equal elements as a splat when it builds them from values, but not always; the
  // format stores one element whenever all are equal (§3.3 splat rule).
  bool allEqual = true;
  for (size_t offset = elementBytes; offset < bytes.size() && allEqual; offset += elementBytes)
    allEqual = std::equal(bytes.begin(), bytes.begin() + elementBytes, bytes.begin() + offset);
  if (allEqual)
    bytes.resize(elementBytes);
  return bytes;
}

mlir::DenseIntOrFPElementsAttr decodeDenseData(cuda_tile::TileType type,
                                               llvm::ArrayRef<uint8_t> raw, std::string &error) {
  mlir::Type elementType = type.getElementType();
  unsigned bits = getValueBits(elementType);
  unsigned elementBytes = getDenseElementBytes(elementType);
  if (elementBytes == 0) {
    error = "failed to validate buffer size and format: the element type is not an integer or "
            "float";
    return {};
  }
  // The element count, computed without overflow: shapes come from the file.
  int64_t count = 1;
  for (int64_t dim : type.getShape())
    if (dim < 0 || llvm::MulOverflow(count, dim, count))
      count = INT64_MAX;
  std::vector<llvm::APInt> values;
  auto elementAt = [&](size_t index) {
    uint64_t value = 0;
    for (unsigned i = 0; i < elementBytes; ++i)
      value |= uint64_t(raw[index * elementBytes + i]) << (8 * i);
    if (bits == 1)
      value = value != 0;
    return llvm::APInt(bits, value, /*isSigned=*/false, /*implicitTrunc=*/true);
  };
  auto unpackBits = [&] {
    values.reserve(count);
    for (int64_t i = 0; i < count; ++i)
      values.push_back(llvm::APInt(1, (raw[i / 8] >> (i % 8)) & 1));
  };
  if (bits == 1 && raw.size() == 1 && count > 1 && count <= 8 && raw[0] != 0 &&
      raw[0] != 0xFF) {
    // One byte that is neither 00 nor FF holds up to 8 packed elements, as NVIDIA's reader
    // (tileirdisasm 13.5.37) decodes it; e.g. `01` for tile<2xi1> is [true, false].
    unpackBits();
  } else if (raw.size() == elementBytes) {
    values.push_back(elementAt(0));
  } else if (count > 0 && uint64_t(count) <= raw.size() / elementBytes &&
             raw.size() == uint64_t(count) * elementBytes) {
    values.reserve(count);
    for (int64_t i = 0; i < count; ++i)
      values.push_back(elementAt(i));
  } else if (bits == 1 && count > 0 && raw.size() == (uint64_t(count) + 7) / 8) {
    // Bit-packed i1 arrays: what NVIDIA's reader expects (§3.3 legacy form).
    unpackBits();
  } else {
    error = "failed to validate buffer size and format: " + std::to_string(raw.size()) +
            " bytes for " + std::to_string(count) + " elements of " +
            std::to_string(elementBytes) + " bytes";
    return {};
  }
  mlir::RankedTensorType storage = cuda_tile::getDenseLiteralStorageType(type);
  if (auto floatType = llvm::dyn_cast<mlir::FloatType>(elementType)) {
    std::vector<llvm::APFloat> floats;
    floats.reserve(values.size());
    for (const llvm::APInt &value : values)
      floats.emplace_back(floatType.getFloatSemantics(), value);
    return llvm::cast<mlir::DenseIntOrFPElementsAttr>(
        mlir::DenseElementsAttr::get(storage, llvm::ArrayRef<llvm::APFloat>(floats)));
  }
  return llvm::cast<mlir::DenseIntOrFPElementsAttr>(
      mlir::DenseElementsAttr::get(storage, llvm::ArrayRef<llvm::APInt>(values)));
}

} // namespace tilec::bytecode
