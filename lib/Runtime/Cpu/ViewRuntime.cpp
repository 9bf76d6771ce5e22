//===- ViewRuntime.cpp - the copy engine of the View family ----------------===//
//
// The run-time side of tensor_view and tile views in compiled code
// (tilec/Runtime/CpuViewDescriptor.h): the checks of make_tensor_view and of the shape queries, and the copy engine behind
// load_view_tko, store_view_tko and atomic_red_view_tko. The semantics, down to the messages of
// checked mode, are the interpreter's (lib/Interpreter/ExecView.cpp, MemoryAccess.cpp). One
// call moves one tile: it checks the view indices once, then
//   * a tile inside the tensor and inside one buffer (every tile of a GEMM's packing step but
//     the edges) is copied row by row with memcpy when its innermost dimension is contiguous in
//     memory, element by element along precomputed byte strides otherwise (transposed tiles);
//   * any other tile is walked row by row: a row whose in-bounds part lies inside one buffer
//     is copied at once and padded after it, other rows go element by element under the
//     interpreter's rules (padding, skipped stores, checked-mode errors, and unchecked mode's
//     undefined values for elements outside every buffer, which are never touched).
// Weak stores that may write one location twice (aliasing strides in checked mode, repeated
// scatter rows) take an exact path that collects the writes first, as the interpreter does.
// Stores and reductions check every element before writing any.
//
// tilec_rt_fail leaves a helper with longjmp, so a helper holds no heap memory of its own when
// it fails: messages and scratch lists live in thread-local storage.
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/CpuViewDescriptor.h"

#include "BulkCopy.h"
#include "Transpose.h"
#include "ViewRuntime.h"

#include "tilec/Numeric/ElementArithmetic.h"
#include "tilec/Numeric/FastConvert.h"
#include "tilec/Numeric/FloatFormats.h"
#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/CpuLaunch.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include <algorithm>
#include <atomic>
#include <cinttypes>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace tilec::runtime {

namespace {

//===----------------------------------------------------------------------===//
// Elements in memory and in tile buffers
//===----------------------------------------------------------------------===//

/// Bytes one element takes in a tile buffer, and bytes one access touches in memory (the byte
/// holding the nibble for f4E2M1FN).
unsigned getElementBytes(ScalarKind element) { return std::max(1u, getStorageBits(element) / 8); }

/// Elements whose bytes in memory are their bytes in a tile buffer: no nibbles, and nothing to
/// normalize on the way (i1 loads turn any non-zero byte into 1, tf32 drops its low bits).
bool isPlainElement(ScalarKind element) {
  return element != ScalarKind::I1 && element != ScalarKind::TF32 &&
         element != ScalarKind::F4E2M1FN;
}

/// The bits of a tf32 container that carry information (tile-ir-ops.md §2.1).
constexpr uint64_t kTF32Mask = 0xFFFFE000;

uint64_t readMemory(uint64_t address, unsigned bitOffset, ScalarKind element) {
  uint64_t bits = 0;
  std::memcpy(&bits, reinterpret_cast<const void *>(address), getElementBytes(element));
  switch (element) {
  case ScalarKind::I1:
    return bits != 0;
  case ScalarKind::TF32:
    return bits & kTF32Mask;
  case ScalarKind::F4E2M1FN:
    return (bits >> bitOffset) & 0xF;
  default:
    return bits;
  }
}

void writeMemory(uint64_t address, unsigned bitOffset, ScalarKind element, uint64_t bits) {
  auto *bytes = reinterpret_cast<uint8_t *>(address);
  switch (element) {
  case ScalarKind::F4E2M1FN: {
    // Only this element's nibble changes; its neighbour in the byte keeps its value.
    auto mask = uint8_t(0xF << bitOffset);
    *bytes = uint8_t((*bytes & ~mask) | ((bits << bitOffset) & mask));
    return;
  }
  case ScalarKind::I1:
    bits &= 1;
    break;
  case ScalarKind::TF32:
    bits &= kTF32Mask;
    break;
  default:
    break;
  }
  std::memcpy(bytes, &bits, getElementBytes(element));
}

uint64_t readTile(const uint8_t *tile, int64_t linear, unsigned bytes) {
  uint64_t bits = 0;
  std::memcpy(&bits, tile + linear * bytes, bytes);
  return bits;
}

void writeTile(uint8_t *tile, int64_t linear, unsigned bytes, uint64_t bits) {
  std::memcpy(tile + linear * bytes, &bits, bytes);
}

void fillTile(uint8_t *tile, int64_t linear, int64_t count, unsigned bytes, uint64_t bits) {
  if (bits == 0) {
    std::memset(tile + linear * bytes, 0, count * bytes);
    return;
  }
  for (int64_t i = 0; i < count; ++i)
    writeTile(tile, linear + i, bytes, bits);
}

/// The undefined pattern 0xCD... as an element loads it (MemoryAccess.h).
uint64_t getUndefinedElement(ScalarKind element) {
  constexpr uint64_t pattern = 0xCDCDCDCDCDCDCDCDull;
  switch (element) {
  case ScalarKind::I1:
    return 1;
  case ScalarKind::TF32:
    return pattern & kTF32Mask;
  case ScalarKind::F4E2M1FN:
    return pattern & 0xF;
  default: {
    unsigned bytes = getElementBytes(element);
    return bytes == 8 ? pattern : pattern & ((uint64_t(1) << (8 * bytes)) - 1);
  }
  }
}

//===----------------------------------------------------------------------===//
// Messages
//===----------------------------------------------------------------------===//

/// The message being built; thread-local so that nothing is left to free after tilec_rt_fail.
std::string &startMessage(const char *opName) {
  thread_local std::string message;
  message.assign(opName);
  message += ": ";
  return message;
}

__attribute__((format(printf, 2, 3))) void appendFormat(std::string &out, const char *format,
                                                        ...) {
  char buffer[256];
  va_list arguments;
  va_start(arguments, format);
  std::vsnprintf(buffer, sizeof(buffer), format, arguments);
  va_end(arguments);
  out += buffer;
}

/// `[a, b, c]` (formatIndex in the interpreter).
template <typename T>
void appendList(std::string &out, const T *values, int count) {
  out += '[';
  for (int i = 0; i < count; ++i)
    appendFormat(out, i ? ", %" PRId64 : "%" PRId64, static_cast<int64_t>(values[i]));
  out += ']';
}

/// The row-major position of element `linear` of a tile of `shape`.
void appendPosition(std::string &out, int64_t linear, const int64_t *shape, int rank) {
  int64_t position[kMaxViewRank];
  for (int dim = rank - 1; dim >= 0; --dim) {
    position[dim] = linear % shape[dim];
    linear /= shape[dim];
  }
  appendList(out, position, rank);
}

//===----------------------------------------------------------------------===//
// One access: where elements are, whether they may be touched
//===----------------------------------------------------------------------===//

struct ViewAccess {
  ViewAccess(BlockContext *context, int32_t location, const char *opName,
             const ViewDescriptor &view, bool write)
      : context(context), location(location), opName(opName), view(view),
        launch(*context->launch), block(static_cast<const BlockState *>(context->blockState)),
        checked(launch.checked), write(write), bytes(getElementBytes(view.element)) {}

  BlockContext *context;
  int32_t location;
  const char *opName;
  const ViewDescriptor &view;
  const LaunchState &launch;
  const BlockState *block;
  bool checked;
  bool write;
  unsigned bytes;
  /// The region of the last access: consecutive elements mostly share one.
  const MemoryRegion *region = nullptr;
};

[[noreturn]] void fail(const ViewAccess &access, const std::string &message) {
  tilec_rt_fail(access.context, access.location, message.c_str());
}

bool isInRegion(const MemoryRegion *region, uint64_t address, uint64_t bytes) {
  return address >= region->base && bytes <= region->size &&
         address - region->base <= region->size - bytes;
}

/// Whether [address, address + bytes) lies in one buffer the access may touch, and (checked
/// mode) is aligned for its elements: then every element in it may be accessed.
bool isAccessible(ViewAccess &access, uint64_t address, uint64_t bytes) {
  if (access.checked && address % access.bytes != 0)
    return false;
  if (!access.region || !isInRegion(access.region, address, bytes)) {
    const MemoryRegion *found = access.launch.findRegion(access.block, address, bytes);
    if (!found)
      return false;
    access.region = found;
  }
  return !access.write || access.region->writable;
}

/// The region with the largest base not above `address` if it ends less than a page before it
/// (the interpreter names it in "out of bounds" messages). LaunchState finds containing
/// regions only, so this probes downwards for one that contains or ends at the probed address
/// (regions are disjoint); it runs only when an access fails.
const MemoryRegion *findPrecedingRegion(const ViewAccess &access, uint64_t address) {
  constexpr uint64_t kGuardBytes = 4096;
  for (uint64_t back = 0; back < kGuardBytes && back <= address; ++back)
    if (const MemoryRegion *region = access.launch.findRegion(access.block, address - back, 0))
      return region;
  return nullptr;
}

/// Why one element may not be accessed, as the interpreter's Memory::checkAccess and
/// checkElementAccess say it.
void appendAccessProblem(const ViewAccess &access, std::string &out, uint64_t address) {
  const char *kind = access.write ? "write" : "read";
  uint64_t bytes = access.bytes;
  if (const MemoryRegion *region = access.launch.findRegion(access.block, address, bytes)) {
    if (access.write && !region->writable) {
      out += "write to read-only ";
      out += region->name;
      return;
    }
    appendFormat(out, "misaligned %s of %s at 0x%016" PRIx64 " (needs %u-byte alignment)", kind,
                 access.view.typeName, address, access.bytes);
    return;
  }
  if (const MemoryRegion *region = findPrecedingRegion(access, address)) {
    appendFormat(out, "%s of %" PRIu64 " bytes at 0x%016" PRIx64 " is out of bounds of ", kind,
                 bytes, address);
    out += region->name;
    appendFormat(out, " (byte offset %" PRIu64 ", size %" PRIu64 ")", address - region->base,
                 region->size);
    return;
  }
  appendFormat(out, "%s of %" PRIu64 " bytes at 0x%016" PRIx64 " is outside every buffer", kind,
               bytes, address);
}

enum class Placement {
  InBounds,
  /// The linear offset leaves [0, 2^63-1]: undefined behaviour.
  BadOffset,
  /// The address does not fit in 64 bits: outside every buffer.
  BadAddress,
};

/// addr(c) = base + sizeof(E) * sum_d c[d] * stride[d] for a coordinate inside the tensor
/// (ExecView.cpp, locateElement).
Placement locate(const ViewDescriptor &view, const uint64_t *coordinate, uint64_t &address,
                 unsigned &bitOffset) {
  int64_t offset = 0;
  for (int dim = 0; dim < view.rank; ++dim) {
    int64_t term;
    if (__builtin_mul_overflow(static_cast<int64_t>(coordinate[dim]), view.strides[dim], &term) ||
        __builtin_add_overflow(offset, term, &offset))
      return Placement::BadOffset;
  }
  if (offset < 0)
    return Placement::BadOffset;
  uint64_t byteOffset;
  bitOffset = 0;
  if (view.element == ScalarKind::F4E2M1FN) {
    byteOffset = uint64_t(offset) / 2;
    bitOffset = offset % 2 ? 4 : 0;
  } else if (__builtin_mul_overflow(uint64_t(offset), uint64_t(getElementBytes(view.element)),
                                    &byteOffset)) {
    return Placement::BadAddress;
  }
  if (__builtin_add_overflow(view.base, byteOffset, &address))
    return Placement::BadAddress;
  return Placement::InBounds;
}

[[noreturn]] void failElement(const ViewAccess &access, const int64_t *position,
                              const uint64_t *coordinate, Placement placement,
                              uint64_t address) {
  std::string &message = startMessage(access.opName);
  message += "element ";
  appendList(message, position, access.view.tileRank);
  message += " (tensor coordinate ";
  appendList(message, coordinate, access.view.rank);
  message += "): ";
  if (placement == Placement::BadOffset)
    message += "its linear offset is outside [0, 2^63-1], the offsets a view may address";
  else if (placement == Placement::BadAddress)
    message += "its address does not fit in 64 bits, so it lies outside every buffer";
  else
    appendAccessProblem(access, message, address);
  fail(access, message);
}

//===----------------------------------------------------------------------===//
// Selecting the tile
//===----------------------------------------------------------------------===//

uint64_t saturatingAdd(uint64_t a, uint64_t b) {
  uint64_t sum;
  return __builtin_add_overflow(a, b, &sum) ? UINT64_MAX : sum;
}

uint64_t saturatingMultiply(uint64_t a, uint64_t b) {
  uint64_t product;
  return __builtin_mul_overflow(a, b, &product) ? UINT64_MAX : product;
}

/// The tile an access selects: per tile dimension the tensor coordinate of its element 0
/// (saturated: beyond every tensor), and for a gather/scatter view its index tile.
struct Selection {
  uint64_t origin[kMaxViewRank];
  const uint8_t *gather = nullptr;
  int32_t gatherBits = 0;

  /// Entry `position` of the index tile, read unsigned.
  uint64_t getGatherRow(int64_t position) const {
    unsigned bytes = gatherBits < 8 ? 1 : gatherBits / 8;
    uint64_t bits = 0;
    std::memcpy(&bits, gather + position * bytes, bytes);
    return gatherBits == 1 ? bits & 1 : bits;
  }
};

/// Reads the indices; one outside the index space is undefined behaviour (§3.8).
Selection selectTile(const ViewAccess &access, const uint64_t *indices, int32_t gatherBits) {
  const ViewDescriptor &view = access.view;
  Selection selection;
  for (int dim = 0; dim < view.tileRank; ++dim) {
    if (dim == view.sparseDim) {
      selection.gather = reinterpret_cast<const uint8_t *>(indices[dim]);
      selection.gatherBits = gatherBits;
      selection.origin[dim] = 0;
      continue;
    }
    uint64_t value = indices[dim];
    if (access.checked && value >= static_cast<uint64_t>(view.indexSpace[dim])) {
      std::string &message = startMessage(access.opName);
      appendFormat(message, "index %" PRIu64 " of view dimension %d is outside the index space ",
                   value, dim);
      appendList(message, view.indexSpace, view.tileRank);
      message += "; view indices must lie in it";
      fail(access, message);
    }
    selection.origin[dim] = saturatingMultiply(value, static_cast<uint64_t>(view.steps[dim]));
  }
  return selection;
}

uint64_t getCoordinate(const ViewDescriptor &view, const Selection &selection, int dim,
                       int64_t position) {
  if (dim == view.sparseDim)
    return selection.getGatherRow(position);
  return saturatingAdd(selection.origin[dim], static_cast<uint64_t>(position));
}

bool isInTensor(const ViewDescriptor &view, int64_t tensorDim, uint64_t coordinate) {
  int64_t size = view.shape[tensorDim];
  return size > 0 && coordinate < static_cast<uint64_t>(size);
}

//===----------------------------------------------------------------------===//
// Walking the tile
//===----------------------------------------------------------------------===//
//
// A visitor receives the tile's elements in row-major order, in four kinds of calls:
//   outside(linear, count)              elements outside the tensor;
//   contiguous(linear, address, count)  accessible elements, consecutive in memory (plain
//                                       elements only);
//   element(linear, address, bitOffset) one accessible element;
//   skipped(linear)                     (unchecked mode) an element that may not be accessed.

/// A tile inside the tensor and inside one buffer: its first element and the byte distance
/// between neighbours along each tile dimension.
struct WholeTile {
  uint64_t address;
  uint64_t byteStrides[kMaxViewRank];
};

/// Whether the selected tile can be copied without per-element checks: plain elements, no
/// gather, positive strides (so every element's address lies between those of the first and
/// the last, and no partial sum of an offset overflows when theirs do not), entirely inside
/// the tensor and inside one accessible buffer.
bool getWholeTile(ViewAccess &access, const Selection &selection, WholeTile &tile) {
  const ViewDescriptor &view = access.view;
  if (view.sparseDim >= 0 || !isPlainElement(view.element))
    return false;
  uint64_t first[kMaxViewRank] = {}, last[kMaxViewRank] = {};
  for (int dim = 0; dim < view.tileRank; ++dim) {
    int64_t tensorDim = view.tensorDims[dim];
    uint64_t origin = selection.origin[dim];
    int64_t size = view.shape[tensorDim];
    if (view.strides[tensorDim] <= 0 || size <= 0 || origin >= uint64_t(size) ||
        uint64_t(size) - origin < uint64_t(view.tileShape[dim]))
      return false;
    first[tensorDim] = origin;
    last[tensorDim] = origin + view.tileShape[dim] - 1;
  }
  uint64_t lastAddress;
  unsigned bitOffset;
  if (locate(view, first, tile.address, bitOffset) != Placement::InBounds ||
      locate(view, last, lastAddress, bitOffset) != Placement::InBounds ||
      !isAccessible(access, tile.address, lastAddress - tile.address + access.bytes))
    return false;
  for (int dim = 0; dim < view.tileRank; ++dim)
    tile.byteStrides[dim] = uint64_t(view.strides[view.tensorDims[dim]]) * access.bytes;
  return true;
}

/// Hands the tile to the visitor as blocks of its two innermost dimensions
/// (block(linear, address, rows, columns, rowStride, columnStride), strides in bytes).
template <typename Visitor>
void visitWholeTile(const ViewAccess &access, const WholeTile &tile, Visitor &visitor) {
  const ViewDescriptor &view = access.view;
  int inner = view.tileRank - 1;
  int64_t columns = view.tileShape[inner];
  int64_t rows = inner > 0 ? view.tileShape[inner - 1] : 1;
  uint64_t rowStride = inner > 0 ? tile.byteStrides[inner - 1] : 0;
  // The dimensions outside the blocks.
  int outer = std::max(inner - 1, 0);
  int64_t blocks = 1;
  for (int dim = 0; dim < outer; ++dim)
    blocks *= view.tileShape[dim];
  int64_t position[kMaxViewRank] = {};
  for (int64_t block = 0; block < blocks; ++block) {
    uint64_t address = tile.address;
    for (int dim = 0; dim < outer; ++dim)
      address += uint64_t(position[dim]) * tile.byteStrides[dim];
    visitor.block(block * rows * columns, address, rows, columns, rowStride,
                  tile.byteStrides[inner]);
    for (int dim = outer - 1; dim >= 0; --dim) {
      if (++position[dim] < view.tileShape[dim])
        break;
      position[dim] = 0;
    }
  }
}

/// Any tile, row by row (see the file comment). In checked mode the first element in
/// row-major order that may not be accessed fails the access.
template <typename Visitor>
void walkTile(ViewAccess &access, const Selection &selection, Visitor &visitor) {
  const ViewDescriptor &view = access.view;
  int inner = view.tileRank - 1;
  int64_t rowLength = view.tileShape[inner];
  int64_t innerDim = view.tensorDims[inner];
  bool contiguousRows = inner != view.sparseDim && view.strides[innerDim] == 1 &&
                        isPlainElement(view.element);
  int64_t position[kMaxViewRank] = {};
  uint64_t coordinate[kMaxViewRank] = {};
  int64_t rows = 1;
  for (int dim = 0; dim < inner; ++dim)
    rows *= view.tileShape[dim];

  auto visitElement = [&](int64_t linear, int64_t e) {
    uint64_t c = getCoordinate(view, selection, inner, e);
    coordinate[innerDim] = c;
    if (!isInTensor(view, innerDim, c)) {
      visitor.outside(linear + e, 1);
      return;
    }
    uint64_t address = 0;
    unsigned bitOffset = 0;
    Placement placement = locate(view, coordinate, address, bitOffset);
    if (placement == Placement::InBounds && isAccessible(access, address, access.bytes)) {
      visitor.element(linear + e, address, bitOffset);
      return;
    }
    if (access.checked) {
      position[inner] = e;
      failElement(access, position, coordinate, placement, address);
    }
    visitor.skipped(linear + e);
  };

  for (int64_t row = 0; row < rows; ++row) {
    int64_t linear = row * rowLength;
    bool inside = true;
    for (int dim = 0; dim < inner; ++dim) {
      uint64_t c = getCoordinate(view, selection, dim, position[dim]);
      coordinate[view.tensorDims[dim]] = c;
      inside &= isInTensor(view, view.tensorDims[dim], c);
    }
    if (!inside) {
      visitor.outside(linear, rowLength);
    } else if (contiguousRows) {
      // Elements [0, count) of the row are inside the tensor, the rest outside.
      uint64_t origin = selection.origin[inner];
      int64_t size = view.shape[innerDim];
      int64_t count = size > 0 && origin < uint64_t(size)
                          ? int64_t(std::min<uint64_t>(rowLength, uint64_t(size) - origin))
                          : 0;
      bool copied = false;
      if (count > 0) {
        uint64_t firstAddress, lastAddress;
        unsigned bitOffset;
        coordinate[innerDim] = origin;
        Placement firstPlacement = locate(view, coordinate, firstAddress, bitOffset);
        coordinate[innerDim] = origin + count - 1;
        Placement lastPlacement = locate(view, coordinate, lastAddress, bitOffset);
        if (firstPlacement == Placement::InBounds && lastPlacement == Placement::InBounds &&
            isAccessible(access, firstAddress, lastAddress - firstAddress + access.bytes)) {
          visitor.contiguous(linear, firstAddress, count);
          copied = true;
        }
      }
      if (!copied)
        for (int64_t e = 0; e < count; ++e)
          visitElement(linear, e);
      if (count < rowLength)
        visitor.outside(linear + count, rowLength - count);
    } else {
      for (int64_t e = 0; e < rowLength; ++e)
        visitElement(linear, e);
    }
    for (int dim = inner - 1; dim >= 0; --dim) {
      if (++position[dim] < view.tileShape[dim])
        break;
      position[dim] = 0;
    }
  }
}

//===----------------------------------------------------------------------===//
// Visitors
//===----------------------------------------------------------------------===//

/// Rows this many bytes apart or more lie on pages of their own, where the hardware prefetchers
/// stop; a copy of such rows fetches kRowsAhead rows ahead of the one it copies. Storing a
/// 512x128 f32 GEMM accumulator into a 1024-wide C went from 4.7% to 2.8% of the GEMM's time
/// (perf, prefetches included).
constexpr uint64_t kRowsOnOwnPages = 2048;
constexpr int64_t kRowsAhead = 8;

/// Copies a rows x columns block of `Bytes`-byte elements between memory (byte strides) and
/// a dense tile buffer. Rows of common sizes are copied with fixed-size moves; long rows of a
/// `streaming` tensor with the bulk copies (BulkCopy.h).
template <unsigned Bytes, bool ToTile>
void copyBlockOf(uint8_t *tile, uint8_t *memory, int64_t rows, int64_t columns,
                 uint64_t rowStride, uint64_t columnStride, bool streaming) {
  auto copy = [](uint8_t *tilePart, uint8_t *memoryPart, size_t size) {
    if (ToTile)
      std::memcpy(tilePart, memoryPart, size);
    else
      std::memcpy(memoryPart, tilePart, size);
  };
  if (columnStride == Bytes) {
    size_t rowBytes = size_t(columns) * Bytes;
    auto copyRows = [&](auto fixedBytes) {
      for (int64_t row = 0; row < rows; ++row, tile += fixedBytes, memory += rowStride)
        copy(tile, memory, fixedBytes);
    };
    switch (rowBytes) {
    case 16:
      return copyRows(std::integral_constant<size_t, 16>());
    case 32:
      return copyRows(std::integral_constant<size_t, 32>());
    case 64:
      return copyRows(std::integral_constant<size_t, 64>());
    case 128:
      return copyRows(std::integral_constant<size_t, 128>());
    case 256:
      return copyRows(std::integral_constant<size_t, 256>());
    default:
      if (streaming && rowBytes >= bulk::kMinimumStreamingRowBytes) {
        for (int64_t row = 0; row < rows; ++row, tile += rowBytes, memory += rowStride) {
          if (ToTile)
            bulk::loadRowPrefetching(tile, memory, rowBytes);
          else
            bulk::storeRowStreaming(memory, tile, rowBytes);
        }
        return;
      }
      if (rowStride >= kRowsOnOwnPages && rows > kRowsAhead) {
        for (int64_t row = 0; row < rows; ++row, tile += rowBytes, memory += rowStride) {
          if (row + kRowsAhead < rows)
            bulk::prefetchLines<!ToTile>(memory + kRowsAhead * rowStride, rowBytes);
          copy(tile, memory, rowBytes);
        }
        return;
      }
      for (int64_t row = 0; row < rows; ++row, tile += rowBytes, memory += rowStride)
        copy(tile, memory, rowBytes);
      return;
    }
  }
  // The tile's rows run down the columns of memory (a view through dim_map = [1, 0], or a
  // column-major tensor): a matrix transpose (Transpose.h), 8x8 blocks instead of an element
  // at a time. A store does so only where no two elements share a location (a relaxed or
  // release store through a view that is not injective writes them in row-major order, the
  // last one staying, which the transpose's order would not keep).
  if (rowStride == Bytes && columnStride % Bytes == 0 && rows >= 8 && columns >= 8 &&
      (ToTile || columnStride >= uint64_t(rows) * Bytes)) {
    auto memoryStride = int64_t(columnStride / Bytes);
    if (ToTile)
      transposeMatrix(memory, memoryStride, tile, columns, columns, rows, Bytes);
    else
      transposeMatrix(tile, columns, memory, memoryStride, rows, columns, Bytes);
    return;
  }
  for (int64_t row = 0; row < rows; ++row, memory += rowStride) {
    uint8_t *element = memory;
    for (int64_t column = 0; column < columns; ++column, tile += Bytes, element += columnStride)
      copy(tile, element, Bytes);
  }
}

template <bool ToTile>
void copyBlock(unsigned bytes, uint8_t *tile, uint64_t address, int64_t rows, int64_t columns,
               uint64_t rowStride, uint64_t columnStride, bool streaming) {
  auto *memory = reinterpret_cast<uint8_t *>(address);
  switch (bytes) {
  case 1:
    return copyBlockOf<1, ToTile>(tile, memory, rows, columns, rowStride, columnStride,
                                    streaming);
  case 2:
    return copyBlockOf<2, ToTile>(tile, memory, rows, columns, rowStride, columnStride,
                                    streaming);
  case 4:
    return copyBlockOf<4, ToTile>(tile, memory, rows, columns, rowStride, columnStride,
                                    streaming);
  default:
    return copyBlockOf<8, ToTile>(tile, memory, rows, columns, rowStride, columnStride,
                                    streaming);
  }
}

struct LoadVisitor {
  uint8_t *tile;
  ScalarKind elementType;
  unsigned bytes;
  uint64_t outOfBounds;
  uint64_t undefined;
  bool streaming;

  void outside(int64_t linear, int64_t count) {
    fillTile(tile, linear, count, bytes, outOfBounds);
  }
  void contiguous(int64_t linear, uint64_t address, int64_t count) {
    std::memcpy(tile + linear * bytes, reinterpret_cast<const void *>(address), count * bytes);
  }
  void element(int64_t linear, uint64_t address, unsigned bitOffset) {
    writeTile(tile, linear, bytes, readMemory(address, bitOffset, elementType));
  }
  void skipped(int64_t linear) { writeTile(tile, linear, bytes, undefined); }
  void block(int64_t linear, uint64_t address, int64_t rows, int64_t columns,
             uint64_t rowStride, uint64_t columnStride) {
    copyBlock<true>(bytes, tile + linear * bytes, address, rows, columns, rowStride,
                    columnStride, streaming);
  }
};

/// Only checks (the first pass of a store or reduction).
struct CheckVisitor {
  void outside(int64_t, int64_t) {}
  void contiguous(int64_t, uint64_t, int64_t) {}
  void element(int64_t, uint64_t, unsigned) {}
  void skipped(int64_t) {}
};

struct StoreVisitor {
  const uint8_t *tile;
  ScalarKind elementType;
  unsigned bytes;
  /// Whole tiles go out with non-temporal stores (ordered only where a release needs it:
  /// BulkCopy.h); the edges' partial rows with memcpy.
  bool streaming;

  void outside(int64_t, int64_t) {}
  void contiguous(int64_t linear, uint64_t address, int64_t count) {
    std::memcpy(reinterpret_cast<void *>(address), tile + linear * bytes, count * bytes);
  }
  void element(int64_t linear, uint64_t address, unsigned bitOffset) {
    writeMemory(address, bitOffset, elementType, readTile(tile, linear, bytes));
  }
  void skipped(int64_t) {}
  void block(int64_t linear, uint64_t address, int64_t rows, int64_t columns,
             uint64_t rowStride, uint64_t columnStride) {
    copyBlock<false>(bytes, const_cast<uint8_t *>(tile) + linear * bytes, address, rows,
                     columns, rowStride, columnStride, streaming);
  }
};

/// One in-bounds element a store writes.
struct ElementWrite {
  uint64_t address;
  unsigned bitOffset;
  int64_t linear;
  uint64_t value;

  /// Unique across the nibbles of one byte (ElementPlace::getLocationKey).
  uint64_t getLocationKey() const { return address * 2 + bitOffset / 4; }
};

struct CollectVisitor {
  std::vector<ElementWrite> &writes;
  const uint8_t *tile;
  unsigned bytes;

  void outside(int64_t, int64_t) {}
  void contiguous(int64_t linear, uint64_t address, int64_t count) {
    for (int64_t i = 0; i < count; ++i)
      element(linear + i, address + i * bytes, 0);
  }
  void element(int64_t linear, uint64_t address, unsigned bitOffset) {
    writes.push_back({address, bitOffset, linear, readTile(tile, linear, bytes)});
  }
  void skipped(int64_t) {}
};

//===----------------------------------------------------------------------===//
// Atomic reductions
//===----------------------------------------------------------------------===//

/// The AtomicMode values of the dialect (CudaTileAttrs.td).
enum class ReductionMode : int32_t {
  And = 0,
  Or = 1,
  Xor = 2,
  Add = 3,
  AddF = 4,
  Max = 5,
  Min = 6,
  UMax = 7,
  UMin = 8,
};

template <typename T, typename Combine>
void updateAtomically(uint64_t address, Combine combine) {
  T *pointer = reinterpret_cast<T *>(address);
  T old = __atomic_load_n(pointer, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(pointer, &old, combine(old), /*weak=*/true,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

/// What an atomic addf stores (shared with the interpreter and pointer atomics).
uint64_t addFloats(ScalarKind element, uint64_t old, uint64_t arg) {
  return numeric::addForAtomic(old, arg, *getFloatFormat(element));
}

template <typename T>
void reduceInteger(ReductionMode mode, uint64_t address, T arg) {
  T *pointer = reinterpret_cast<T *>(address);
  using Signed = std::make_signed_t<T>;
  switch (mode) {
  case ReductionMode::And:
    __atomic_fetch_and(pointer, arg, __ATOMIC_RELAXED);
    return;
  case ReductionMode::Or:
    __atomic_fetch_or(pointer, arg, __ATOMIC_RELAXED);
    return;
  case ReductionMode::Xor:
    __atomic_fetch_xor(pointer, arg, __ATOMIC_RELAXED);
    return;
  case ReductionMode::Add:
    __atomic_fetch_add(pointer, arg, __ATOMIC_RELAXED);
    return;
  case ReductionMode::Max:
    updateAtomically<T>(address, [&](T old) { return Signed(old) < Signed(arg) ? arg : old; });
    return;
  case ReductionMode::Min:
    updateAtomically<T>(address, [&](T old) { return Signed(arg) < Signed(old) ? arg : old; });
    return;
  case ReductionMode::UMax:
    updateAtomically<T>(address, [&](T old) { return std::max(old, arg); });
    return;
  case ReductionMode::UMin:
    updateAtomically<T>(address, [&](T old) { return std::min(old, arg); });
    return;
  case ReductionMode::AddF:
    return;
  }
}

/// mem = MODE(mem, arg), atomically: other tile blocks run at the same time.
void reduceElement(ScalarKind element, ReductionMode mode, uint64_t address, uint64_t arg) {
  switch (element) {
  case ScalarKind::I32:
    reduceInteger<uint32_t>(mode, address, uint32_t(arg));
    return;
  case ScalarKind::I64:
    reduceInteger<uint64_t>(mode, address, arg);
    return;
  case ScalarKind::F16:
  case ScalarKind::BF16:
    updateAtomically<uint16_t>(
        address, [&](uint16_t old) { return uint16_t(addFloats(element, old, arg)); });
    return;
  case ScalarKind::F32:
    updateAtomically<uint32_t>(
        address, [&](uint32_t old) { return uint32_t(addFloats(element, old, arg)); });
    return;
  default:
    updateAtomically<uint64_t>(address,
                               [&](uint64_t old) { return addFloats(element, old, arg); });
    return;
  }
}

struct ReduceVisitor {
  const uint8_t *tile;
  ScalarKind elementType;
  ReductionMode mode;
  unsigned bytes;

  void outside(int64_t, int64_t) {}
  void contiguous(int64_t linear, uint64_t address, int64_t count) {
    for (int64_t i = 0; i < count; ++i)
      reduceElement(elementType, mode, address + i * bytes, readTile(tile, linear + i, bytes));
  }
  void element(int64_t linear, uint64_t address, unsigned) {
    reduceElement(elementType, mode, address, readTile(tile, linear, bytes));
  }
  void skipped(int64_t) {}
  void block(int64_t linear, uint64_t address, int64_t rows, int64_t columns,
             uint64_t rowStride, uint64_t columnStride) {
    for (int64_t row = 0; row < rows; ++row)
      for (int64_t column = 0; column < columns; ++column)
        element(linear++, address + row * rowStride + column * columnStride, 0);
  }
};

//===----------------------------------------------------------------------===//
// Stores that may write one location twice
//===----------------------------------------------------------------------===//

bool hasRepeatedRows(const ViewDescriptor &view, const Selection &selection) {
  if (view.sparseDim < 0)
    return false;
  thread_local std::vector<uint64_t> rows;
  rows.clear();
  for (int64_t i = 0; i < view.tileShape[view.sparseDim]; ++i)
    rows.push_back(selection.getGatherRow(i));
  std::sort(rows.begin(), rows.end());
  return std::adjacent_find(rows.begin(), rows.end()) != rows.end();
}

/// The interpreter's store (executeStoreView): collect the writes, give the elements of
/// repeated scatter rows the undefined value and write each of their locations once (seed
/// §5.6.1), report two elements of one weak store at one location in checked mode (§1.6),
/// then write in row-major order (so the later element wins).
void storeExactly(ViewAccess &access, const Selection &selection, const uint8_t *tile,
                  bool weak) {
  const ViewDescriptor &view = access.view;
  thread_local std::vector<ElementWrite> writes;
  writes.clear();
  CollectVisitor collect{writes, tile, access.bytes};
  walkTile(access, selection, collect);

  if (view.sparseDim >= 0) {
    thread_local std::unordered_map<uint64_t, int64_t> rowCounts;
    thread_local std::unordered_set<uint64_t> written;
    rowCounts.clear();
    written.clear();
    int64_t rowCount = view.tileShape[view.sparseDim];
    for (int64_t i = 0; i < rowCount; ++i)
      ++rowCounts[selection.getGatherRow(i)];
    // Tile elements between consecutive positions along the sparse dimension.
    int64_t rowStride = 1;
    for (int dim = view.sparseDim + 1; dim < view.tileRank; ++dim)
      rowStride *= view.tileShape[dim];
    uint64_t undefined = getUndefinedElement(view.element);
    size_t kept = 0;
    for (ElementWrite write : writes) {
      uint64_t row = selection.getGatherRow((write.linear / rowStride) % rowCount);
      if (rowCounts[row] > 1) {
        write.value = undefined;
        if (!written.insert(write.getLocationKey()).second)
          continue;
      }
      writes[kept++] = write;
    }
    writes.resize(kept);
  }

  if (access.checked && weak) {
    thread_local std::unordered_map<uint64_t, int64_t> writers;
    writers.clear();
    for (const ElementWrite &write : writes) {
      auto [found, inserted] = writers.try_emplace(write.getLocationKey(), write.linear);
      if (inserted)
        continue;
      std::string &message = startMessage(access.opName);
      message += "elements ";
      appendPosition(message, found->second, view.tileShape, view.tileRank);
      message += " and ";
      appendPosition(message, write.linear, view.tileShape, view.tileRank);
      appendFormat(message, " both write 0x%016" PRIx64 "%s", write.address,
                   write.bitOffset ? " (high nibble)" : "");
      message += " in one weak store, a data race: the elements of a weak store must write "
                 "distinct locations";
      fail(access, message);
    }
  }

  for (const ElementWrite &write : writes)
    writeMemory(write.address, write.bitOffset, view.element, write.value);
}

//===----------------------------------------------------------------------===//
// Descriptors
//===----------------------------------------------------------------------===//

/// Whether no two coordinates inside the tensor share a location: with the dimensions that
/// have more than one coordinate sorted by stride, each stride exceeds the largest offset the
/// smaller ones reach.
bool isInjective(const ViewDescriptor &view) {
  std::pair<int64_t, int64_t> dims[kMaxViewRank]; // stride, size
  int count = 0;
  for (int dim = 0; dim < view.rank; ++dim) {
    if (view.shape[dim] <= 1)
      continue;
    if (view.strides[dim] <= 0)
      return false;
    dims[count++] = {view.strides[dim], view.shape[dim]};
  }
  // By stride: an insertion sort of at most kMaxViewRank entries (std::sort was 1.4% of a
  // softmax over 4096 one-row tile blocks, each making two views).
  for (int i = 1; i < count; ++i)
    for (int j = i; j > 0 && dims[j] < dims[j - 1]; --j)
      std::swap(dims[j], dims[j - 1]);
  int64_t reach = 0;
  for (int i = 0; i < count; ++i) {
    auto [stride, size] = dims[i];
    int64_t extent;
    if (stride <= reach || __builtin_mul_overflow(stride, size - 1, &extent) ||
        __builtin_add_overflow(reach, extent, &reach))
      return false;
  }
  return true;
}

/// Bytes from the tensor's first element to past its last (saturating; 0 when it is empty).
uint64_t getSpanBytes(const ViewDescriptor &view) {
  uint64_t lastOffset = 0;
  for (int dim = 0; dim < view.rank; ++dim) {
    if (view.shape[dim] <= 0)
      return 0;
    uint64_t stride = view.strides[dim] < 0 ? 0 - uint64_t(view.strides[dim])
                                            : uint64_t(view.strides[dim]);
    uint64_t extent;
    if (__builtin_mul_overflow(stride, uint64_t(view.shape[dim] - 1), &extent) ||
        __builtin_add_overflow(lastOffset, extent, &lastOffset))
      return UINT64_MAX;
  }
  uint64_t bytes;
  if (lastOffset == UINT64_MAX ||
      __builtin_mul_overflow(lastOffset + 1, uint64_t(getElementBytes(view.element)), &bytes))
    return UINT64_MAX;
  return bytes;
}

int64_t signExtend(uint64_t bits, unsigned width) {
  return width >= 64 ? int64_t(bits) : int64_t(bits << (64 - width)) >> (64 - width);
}

/// 4-bit elements pack along unit-stride dimensions of even size, and there must be one
/// (seed §5.6.5; ExecView.cpp, checkSubBytePacking).
bool isPackable(const ViewDescriptor &view) {
  bool packable = false;
  for (int dim = 0; dim < view.rank; ++dim) {
    if (view.strides[dim] != 1)
      continue;
    packable = view.shape[dim] % 2 == 0;
    if (!packable)
      break;
  }
  return packable;
}

/// Whether the tensor's long rows go through the bulk copies (BulkCopy.h).
bool isStreaming(const ViewDescriptor &view) {
  return view.spanBytes >= bulk::kStreamingTensorBytes;
}

/// The tile a store writes from: `source` itself, or a copy of it when it may lie in the
/// memory the store writes. That happens when a load left the tile in place in its tensor
/// (tilec_rt_view_load_dense) and the store writes the same tensor: copying row by row could
/// then read rows the store already overwrote.
const uint8_t *getStorableTile(const ViewDescriptor &view, unsigned bytes, const uint8_t *source) {
  uint64_t tileBytes = bytes;
  for (int dim = 0; dim < view.tileRank; ++dim)
    tileBytes *= uint64_t(view.tileShape[dim]);
  bool positiveStrides = true;
  for (int dim = 0; dim < view.rank; ++dim)
    positiveStrides &= view.strides[dim] > 0 || view.shape[dim] <= 1;
  auto from = reinterpret_cast<uint64_t>(source);
  uint64_t span = view.spanBytes;
  bool apart = positiveStrides && (from >= view.base + span || from + tileBytes <= view.base);
  if (apart || span == 0)
    return source;
  thread_local std::vector<uint8_t> copy;
  copy.assign(source, source + tileBytes);
  return copy.data();
}

/// The selected tile of a load into `destination`, a tile buffer; `whole` is the tile as
/// getWholeTile found it, or null when it is not whole.
void loadTileInto(ViewAccess &access, const Selection &selection, const WholeTile *whole,
                  void *destination) {
  const ViewDescriptor &view = access.view;
  LoadVisitor load{static_cast<uint8_t *>(destination), view.element, access.bytes,
                   view.outOfBounds, getUndefinedElement(view.element), isStreaming(view)};
  if (whole)
    visitWholeTile(access, *whole, load);
  else
    walkTile(access, selection, load);
}

/// The bytes of a whole tile whose elements lie in memory exactly as in a tile buffer (dense,
/// row-major; dimensions of extent 1 may have any stride), else 0.
uint64_t getDenseTileBytes(const ViewDescriptor &view, const WholeTile &tile, unsigned bytes) {
  uint64_t denseStride = bytes;
  for (int dim = view.tileRank - 1; dim >= 0; --dim) {
    if (view.tileShape[dim] != 1 && tile.byteStrides[dim] != denseStride)
      return 0;
    denseStride *= uint64_t(view.tileShape[dim]);
  }
  return denseStride;
}

/// Notes that the tile at [address, address + bytes) is read where it lies (BlockState).
void recordInPlaceTile(BlockContext *context, uint64_t address, uint64_t bytes) {
  static_cast<BlockState *>(context->blockState)->recordInPlaceTile(address, address + bytes);
}

/// Whether [begin, end) may overlap a tile this block reads in place (recordInPlaceTile; also
/// when more were left than the list holds).
bool mayOverlapInPlaceTiles(const BlockContext *context, uint64_t begin, uint64_t end) {
  const auto *block = static_cast<const BlockState *>(context->blockState);
  if (block->inPlaceOverflow)
    return true;
  for (int tile = 0; tile < block->inPlaceCount; ++tile)
    if (block->inPlaceTiles[tile].begin < end && begin < block->inPlaceTiles[tile].end)
      return true;
  return false;
}

/// The tile a store through `access` at `indices` writes, when the store could not fail or do
/// anything but copy it (what a direct write may do in its place): the view injective and
/// without a gather dimension, the indices in the index space, the tile whole inside a
/// writable buffer.
bool getDirectStoreTile(ViewAccess &access, const uint64_t *indices, WholeTile &whole) {
  const ViewDescriptor &view = access.view;
  if (view.sparseDim >= 0 || !view.injective)
    return false;
  for (int dim = 0; dim < view.tileRank; ++dim)
    if (indices[dim] >= static_cast<uint64_t>(view.indexSpace[dim]))
      return false;
  return getWholeTile(access, selectTile(access, indices, /*gatherBits=*/0), whole);
}

} // namespace

} // namespace tilec::runtime

using namespace tilec::runtime;

extern "C" {

/// make_tensor_view: checks the dynamic sizes and strides the generated code stored (§1.5)
/// and the packing of 4-bit elements, then derives the descriptor's injectivity.
void tilec_rt_view_init_tensor(BlockContext *context, int32_t location, ViewDescriptor *view,
                               const ViewDescriptor *layout) {
  // The static fields come from `layout`, the constant the compiled code has just copied into
  // `view`, and the dynamic sizes and strides from `view`, where it stored each on its own:
  // reading the copied bytes back from `view` would wait for the copy's wide stores (no store
  // forwarding from them), which was half of this function's time.
  ViewDescriptor fields;
  fields.rank = layout->rank;
  fields.element = layout->element;
  for (int dim = 0; dim < fields.rank; ++dim) {
    fields.shape[dim] = layout->dynamicWidths[dim] ? view->shape[dim] : layout->shape[dim];
    fields.strides[dim] =
        layout->dynamicWidths[kMaxViewRank + dim] ? view->strides[dim] : layout->strides[dim];
  }
  if (context->launch->checked) {
    for (int entry = 0; entry < 2 * fields.rank; ++entry) {
      bool isStride = entry >= fields.rank;
      int dim = isStride ? entry - fields.rank : entry;
      unsigned width = layout->dynamicWidths[isStride ? kMaxViewRank + dim : dim];
      if (width == 0)
        continue;
      uint64_t bits = uint64_t(isStride ? fields.strides[dim] : fields.shape[dim]);
      bool negative = width > 1 && signExtend(bits, width) < 0;
      if (bits != 0 && !negative)
        continue;
      std::string &message = startMessage("make_tensor_view");
      appendFormat(message,
                   "dynamic %s of dimension #%d is %" PRId64
                   "; sizes and strides must be positive",
                   isStride ? "stride" : "size", dim, negative ? signExtend(bits, width) : 0);
      tilec_rt_fail(context, location, message.c_str());
    }
    if (fields.element == ScalarKind::F4E2M1FN && !isPackable(fields)) {
      std::string &message = startMessage("make_tensor_view");
      message += "a tensor_view of ";
      message += layout->typeName;
      message += " needs unit-stride dimensions of even size, and at least one, to pack its 4-bit "
                 "elements in pairs; got shape ";
      appendList(message, fields.shape, fields.rank);
      message += " and strides ";
      appendList(message, fields.strides, fields.rank);
      tilec_rt_fail(context, location, message.c_str());
    }
  }
  view->injective = isInjective(fields);
  view->spanBytes = getSpanBytes(fields);
}

/// make_partition_view, make_strided_view, make_gather_scatter_view: the tensor's part of
/// `tensor`, the tile part of the constant `layout`, and the index space.
void tilec_rt_view_init_tile(ViewDescriptor *view, const ViewDescriptor *tensor,
                             const ViewDescriptor *layout) {
  std::memcpy(view, tensor, kTensorDescriptorBytes);
  std::memcpy(reinterpret_cast<char *>(view) + kTensorDescriptorBytes,
              reinterpret_cast<const char *>(layout) + kTensorDescriptorBytes,
              sizeof(ViewDescriptor) - kTensorDescriptorBytes);
  // The fields below are read from `tensor` and `layout`, not from `view`: a load from bytes
  // the copies above are still storing waits until they are written (the store buffer does
  // not forward from the wide stores of a memcpy), which took most of this function's time.
  if (!layout->hasPadding)
    view->outOfBounds = getUndefinedElement(tensor->element);
  // ViewIndexSpace.h: ceildiv(size, step) along each tile dimension (llvm::divideCeil, read
  // unsigned); the gather/scatter view's steps of 1 give the tensor shape.
  for (int dim = 0; dim < layout->tileRank; ++dim) {
    auto size = uint64_t(tensor->shape[layout->tensorDims[dim]]);
    auto step = uint64_t(layout->steps[dim]);
    uint64_t bias = size != 0;
    view->indexSpace[dim] = int64_t((size - bias) / step + bias);
  }
}

/// get_tensor_shape (indexSpace = 0) and get_index_space_shape (1) with results of `width`
/// bits: a value that does not fit read unsigned is undefined behaviour (§1.5).
void tilec_rt_view_check_shape(BlockContext *context, int32_t location,
                               const ViewDescriptor *view, int32_t indexSpace, int32_t width) {
  if (!context->launch->checked || width >= 64)
    return;
  const int64_t *values = indexSpace ? view->indexSpace : view->shape;
  int count = indexSpace ? view->tileRank : view->rank;
  for (int dim = 0; dim < count; ++dim) {
    if (uint64_t(values[dim]) >> width == 0)
      continue;
    std::string &message =
        startMessage(indexSpace ? "get_index_space_shape" : "get_tensor_shape");
    appendFormat(message,
                 "%s %" PRId64 " of dimension #%d does not fit in i%d, the type of its result",
                 indexSpace ? "index space extent" : "size", values[dim], dim, width);
    tilec_rt_fail(context, location, message.c_str());
  }
}

/// load_view_tko: the selected tile into `destination`, a tile buffer.
void tilec_rt_view_load(BlockContext *context, int32_t location, const ViewDescriptor *view,
                        const uint64_t *indices, int32_t gatherBits, void *destination,
                        int32_t ordering) {
  ViewAccess access(context, location, "load_view_tko", *view, /*write=*/false);
  Selection selection = selectTile(access, indices, gatherBits);
  WholeTile whole;
  bool isWhole = getWholeTile(access, selection, whole);
  loadTileInto(access, selection, isWhole ? &whole : nullptr, destination);
  if (ViewOrdering(ordering) == ViewOrdering::Strong)
    std::atomic_thread_fence(std::memory_order_acquire);
}

/// load_view_tko of a rank-2 tile that only a matrix product reads, right after the load
/// (tilec/Conversion lowers such loads here, see ViewToCPU.cpp): the same checks as
/// tilec_rt_view_load, but a tile entirely inside the tensor and one buffer, with its elements
/// in memory as in a tile buffer and its rows contiguous, is left where it lies. Returns the
/// address of its first element and sets `rowStride` (in elements) to the distance between
/// its rows; any other tile is loaded into `destination`, whose rows are the tile's width apart.
uint64_t tilec_rt_view_load_rows(BlockContext *context, int32_t location,
                                 const ViewDescriptor *view, const uint64_t *indices,
                                 void *destination, int64_t *rowStride) {
  ViewAccess access(context, location, "load_view_tko", *view, /*write=*/false);
  Selection selection = selectTile(access, indices, /*gatherBits=*/0);
  WholeTile whole;
  bool isWhole = getWholeTile(access, selection, whole);
  if (isWhole && view->tileRank == 2 && whole.byteStrides[1] == access.bytes &&
      whole.byteStrides[0] % access.bytes == 0) {
    *rowStride = int64_t(whole.byteStrides[0] / access.bytes);
    recordInPlaceTile(context, whole.address,
                      (view->tileShape[0] - 1) * whole.byteStrides[0] +
                          view->tileShape[1] * access.bytes);
    return whole.address;
  }
  loadTileInto(access, selection, isWhole ? &whole : nullptr, destination);
  *rowStride = view->tileShape[1];
  return reinterpret_cast<uint64_t>(destination);
}

/// A weak load_view_tko whose tile only ops that read it before any store see (tilec/Conversion
/// lowers such loads here, see ViewToCPU.cpp): the same checks as tilec_rt_view_load, but a tile
/// entirely inside the tensor and one buffer whose elements lie in memory exactly as in a tile
/// buffer (dense, row-major) is left where it lies. Returns the address of its first element;
/// any other tile is loaded into `destination`, whose address is returned.
uint64_t tilec_rt_view_load_dense(BlockContext *context, int32_t location,
                                  const ViewDescriptor *view, const uint64_t *indices,
                                  void *destination) {
  ViewAccess access(context, location, "load_view_tko", *view, /*write=*/false);
  Selection selection = selectTile(access, indices, /*gatherBits=*/0);
  WholeTile whole;
  bool isWhole = getWholeTile(access, selection, whole);
  if (isWhole) {
    if (uint64_t tileBytes = getDenseTileBytes(*view, whole, access.bytes)) {
      recordInPlaceTile(context, whole.address, tileBytes);
      return whole.address;
    }
  }
  loadTileInto(access, selection, isWhole ? &whole : nullptr, destination);
  return reinterpret_cast<uint64_t>(destination);
}

/// A weak store_view_tko of a tile an elementwise loop computes right before it, with only
/// pure ops between them (tilec/Conversion, KernelLowering::emitElementwise): the address the
/// loop may write the tile to directly, with non-temporal stores, instead of its buffer, or 0
/// when the store must run as usual (tilec_rt_view_store). Direct only when the store could
/// not fail or do anything but copy the tile: its indices in the index space, the tile whole
/// inside a writable buffer, dense and 64-byte aligned, the tensor one that stores stream to
/// (larger than the caches keep), and no tile this block reads in place overlapping it (the
/// loop reads such tiles element by element while it writes).
uint64_t tilec_rt_view_store_target(BlockContext *context, int32_t location,
                                    const ViewDescriptor *view, const uint64_t *indices) {
  if (!isStreaming(*view))
    return 0;
  ViewAccess access(context, location, "store_view_tko", *view, /*write=*/true);
  WholeTile whole;
  if (!getDirectStoreTile(access, indices, whole))
    return 0;
  uint64_t tileBytes = getDenseTileBytes(*view, whole, access.bytes);
  if (tileBytes == 0 || whole.address % 64 != 0 || tileBytes % 64 != 0 ||
      mayOverlapInPlaceTiles(context, whole.address, whole.address + tileBytes))
    return 0;
  bulk::noteStreamingStores();
  return whole.address;
}

/// A weak store_view_tko of a K loop's product chain result, stored right after the loop with
/// only pure ops between (tilec/Conversion, ProductChains.cpp): where the chain's last pass may
/// write the tile's rows instead of its accumulator (tilec_rt_mmaf_chain_end_into), rows
/// `*rowStride` elements apart, or 0 when the store must run as usual. As for
/// tilec_rt_view_store_target, only when the store could not fail or do anything but copy the
/// tile: a rank-2 tile whole inside a writable buffer, its elements consecutive along rows,
/// and no tile this block reads in place (the chain's a tiles) overlapping it.
uint64_t tilec_rt_view_store_rows_target(BlockContext *context, int32_t location,
                                         const ViewDescriptor *view, const uint64_t *indices,
                                         int64_t *rowStride) {
  if (view->tileRank != 2)
    return 0;
  ViewAccess access(context, location, "store_view_tko", *view, /*write=*/true);
  WholeTile whole;
  if (!getDirectStoreTile(access, indices, whole) || whole.byteStrides[1] != access.bytes ||
      whole.byteStrides[0] % access.bytes != 0)
    return 0;
  uint64_t extent =
      (view->tileShape[0] - 1) * whole.byteStrides[0] + view->tileShape[1] * access.bytes;
  if (mayOverlapInPlaceTiles(context, whole.address, whole.address + extent))
    return 0;
  *rowStride = int64_t(whole.byteStrides[0] / access.bytes);
  return whole.address;
}

/// load_view_tko / store_view_tko with `inbounds` (13.4), checked mode, before the access:
/// bit k of `promised` is the promise that the tile stays inside the tensor along index
/// dimension k (tensor dimension dim_map[k], the addendum's recommendation for an unconfirmed
/// point). A broken promise is undefined behaviour, reported as the interpreter reports it
/// (ExecView.cpp, checkInboundsPromise), after the indices' own check.
void tilec_rt_view_check_inbounds(BlockContext *context, int32_t location,
                                  const ViewDescriptor *view, const uint64_t *indices,
                                  int32_t gatherBits, uint64_t promised, int32_t write) {
  if (!context->launch->checked)
    return;
  ViewAccess access(context, location, write ? "store_view_tko" : "load_view_tko", *view,
                    write != 0);
  Selection selection = selectTile(access, indices, gatherBits);
  for (int k = 0; k < view->tileRank; ++k) {
    if (!(promised >> k & 1))
      continue;
    int64_t dim = view->tensorDims[k];
    uint64_t extent = static_cast<uint64_t>(std::max<int64_t>(view->shape[dim], 0));
    uint64_t first, last;
    if (k == view->sparseDim) {
      first = UINT64_MAX;
      last = 0;
      for (int64_t position = 0; position < view->tileShape[k]; ++position) {
        uint64_t row = selection.getGatherRow(position);
        first = std::min(first, row);
        last = std::max(last, row);
      }
    } else {
      first = selection.origin[k];
      last = saturatingAdd(first, static_cast<uint64_t>(view->tileShape[k] - 1));
    }
    if (last < extent)
      continue;
    std::string &message = startMessage(access.opName);
    appendFormat(message,
                 "inbounds promises that the tile stays inside the tensor along index "
                 "dimension %d, but it covers coordinates %" PRIu64 " to %" PRIu64
                 " of tensor dimension %" PRId64 ", whose extent is %" PRIu64
                 "; a broken inbounds promise is undefined behaviour",
                 k, first, last, dim, extent);
    fail(access, message);
  }
}

/// store_view_tko: the tile buffer `source` into the selected tile; elements outside the
/// tensor are skipped.
void tilec_rt_view_store(BlockContext *context, int32_t location, const ViewDescriptor *view,
                         const uint64_t *indices, int32_t gatherBits, const void *source,
                         int32_t ordering) {
  if (ViewOrdering(ordering) == ViewOrdering::Strong) {
    bulk::orderStreamingStores();
    std::atomic_thread_fence(std::memory_order_release);
  }
  ViewAccess access(context, location, "store_view_tko", *view, /*write=*/true);
  Selection selection = selectTile(access, indices, gatherBits);
  const auto *tile = getStorableTile(*view, access.bytes, static_cast<const uint8_t *>(source));
  bool weak = ViewOrdering(ordering) == ViewOrdering::Weak;
  if ((access.checked && weak && !view->injective) || hasRepeatedRows(*view, selection)) {
    storeExactly(access, selection, tile, weak);
    return;
  }
  StoreVisitor store{tile, view->element, access.bytes, isStreaming(*view)};
  WholeTile whole;
  if (getWholeTile(access, selection, whole)) {
    visitWholeTile(access, whole, store);
    return;
  }
  if (access.checked) {
    CheckVisitor check;
    walkTile(access, selection, check);
  }
  walkTile(access, selection, store);
}

/// atomic_red_view_tko: mem = MODE(mem, source[e]) for every element inside the tensor, one
/// atomic update each, in row-major order. Also multimem_reduce_view_tko's float max and min on
/// its one replica, under two mode numbers of tilec's own (CpuViewDescriptor.h).
void tilec_rt_view_atomic_reduce(BlockContext *context, int32_t location,
                                 const ViewDescriptor *view, const uint64_t *indices,
                                 const void *source, int32_t mode) {
  bool isMinMaxF = mode == kAtomicReduceMaxNumberF || mode == kAtomicReduceMinNumberF;
  ViewAccess access(context, location,
                    isMinMaxF ? "multimem_reduce_view_tko" : "atomic_red_view_tko", *view,
                    /*write=*/true);
  Selection selection = selectTile(access, indices, 0);
  auto visit = [&](auto &visitor) {
    WholeTile whole;
    if (getWholeTile(access, selection, whole)) {
      visitWholeTile(access, whole, visitor);
      return;
    }
    if (access.checked) {
      CheckVisitor check;
      walkTile(access, selection, check);
    }
    walkTile(access, selection, visitor);
  };
  if (!isMinMaxF) {
    ReduceVisitor reduce{static_cast<const uint8_t *>(source), view->element,
                         ReductionMode(mode), access.bytes};
    visit(reduce);
    return;
  }
  // mem = maxf/minf(mem, source[e]) without propagate_nan (numeric::selectMinMax, as the
  // interpreter's combineAtomicMinMaxF), one CAS loop per element: PTX multimem min/max do not
  // propagate NaN, so a NaN operand yields the other one (the canonical NaN when both are),
  // and +0 is greater than -0.
  struct MinMaxVisitor {
    const uint8_t *tile;
    tilec::numeric::FloatFormat format;
    bool maximum;
    unsigned bytes;

    uint64_t combine(uint64_t old, uint64_t arg) const {
      return tilec::numeric::selectMinMax(maximum, /*propagateNaN=*/false, old, arg, format);
    }
    void update(uint64_t address, uint64_t arg) const {
      if (bytes == 2)
        updateAtomically<uint16_t>(address,
                                   [&](uint16_t old) { return uint16_t(combine(old, arg)); });
      else if (bytes == 4)
        updateAtomically<uint32_t>(address,
                                   [&](uint32_t old) { return uint32_t(combine(old, arg)); });
      else
        updateAtomically<uint64_t>(address,
                                   [&](uint64_t old) { return uint64_t(combine(old, arg)); });
    }
    void outside(int64_t, int64_t) {}
    void contiguous(int64_t linear, uint64_t address, int64_t count) {
      for (int64_t i = 0; i < count; ++i)
        update(address + i * bytes, readTile(tile, linear + i, bytes));
    }
    void element(int64_t linear, uint64_t address, unsigned) {
      update(address, readTile(tile, linear, bytes));
    }
    void skipped(int64_t) {}
    void block(int64_t linear, uint64_t address, int64_t rows, int64_t columns,
               uint64_t rowStride, uint64_t columnStride) {
      for (int64_t row = 0; row < rows; ++row)
        for (int64_t column = 0; column < columns; ++column)
          element(linear++, address + row * rowStride + column * columnStride, 0);
    }
  };
  MinMaxVisitor minMax{static_cast<const uint8_t *>(source), *getFloatFormat(view->element),
                       mode == kAtomicReduceMaxNumberF, access.bytes};
  visit(minMax);
}

} // extern "C"

namespace tilec::runtime {

void appendViewRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back(
      {"tilec_rt_view_load_rows", reinterpret_cast<void *>(&tilec_rt_view_load_rows)});
  symbols.push_back(
      {"tilec_rt_view_load_dense", reinterpret_cast<void *>(&tilec_rt_view_load_dense)});
  symbols.push_back(
      {"tilec_rt_view_init_tensor", reinterpret_cast<void *>(&tilec_rt_view_init_tensor)});
  symbols.push_back(
      {"tilec_rt_view_init_tile", reinterpret_cast<void *>(&tilec_rt_view_init_tile)});
  symbols.push_back(
      {"tilec_rt_view_check_shape", reinterpret_cast<void *>(&tilec_rt_view_check_shape)});
  symbols.push_back({"tilec_rt_view_load", reinterpret_cast<void *>(&tilec_rt_view_load)});
  symbols.push_back({"tilec_rt_view_store", reinterpret_cast<void *>(&tilec_rt_view_store)});
  symbols.push_back(
      {"tilec_rt_view_store_target", reinterpret_cast<void *>(&tilec_rt_view_store_target)});
  symbols.push_back({"tilec_rt_view_store_rows_target",
                     reinterpret_cast<void *>(&tilec_rt_view_store_rows_target)});
  symbols.push_back({"tilec_rt_view_check_inbounds",
                     reinterpret_cast<void *>(&tilec_rt_view_check_inbounds)});
  symbols.push_back({"tilec_rt_view_atomic_reduce",
                     reinterpret_cast<void *>(&tilec_rt_view_atomic_reduce)});
}

} // namespace tilec::runtime
