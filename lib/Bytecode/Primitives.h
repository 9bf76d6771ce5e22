//===- Primitives.h - varints, fixed-width integers, alignment -------*- C++ -*-===//
//
// The byte-level vocabulary of the format (tile-ir-bytecode.md §2): LEB128 varints, zigzag
// varints, little-endian fixed-width integers, and `0xCB` padding to an alignment measured from
// the start of the buffer. ByteWriter appends; ByteReader reads with every access bounds-checked
// and reports the first failure with its absolute file offset and the section being read.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_BYTECODE_PRIMITIVES_H
#define TILEC_LIB_BYTECODE_PRIMITIVES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tilec::bytecode {

inline constexpr uint8_t kPaddingByte = 0xCB;
inline constexpr uint8_t kMagic[8] = {0x7F, 'T', 'i', 'l', 'e', 'I', 'R', 0x00};
/// Counts of operands, results, regions, arrays, dictionaries, constants and function arity.
inline constexpr uint64_t kMaxCount = 0xFFFFFFFEull;

inline uint64_t zigzagEncode(int64_t value) {
  return (uint64_t(value) << 1) ^ uint64_t(value >> 63);
}
inline int64_t zigzagDecode(uint64_t value) {
  return int64_t(value >> 1) ^ -int64_t(value & 1);
}

/// Appends encoded values to a byte vector.
class ByteWriter {
public:
  std::vector<uint8_t> bytes;

  size_t size() const { return bytes.size(); }
  void writeByte(uint8_t value) { bytes.push_back(value); }
  void writeVar(uint64_t value);
  void writeSignedVar(int64_t value) { writeVar(zigzagEncode(value)); }
  void writeFixed(uint64_t value, unsigned numBytes);
  void writeBytes(llvm::ArrayRef<uint8_t> data) { bytes.insert(bytes.end(), data.begin(), data.end()); }
  /// Pads with 0xCB until size() (plus `base`) is a multiple of `alignment`.
  void alignTo(uint64_t alignment, uint64_t base = 0);
  /// `count:var` then the elements as little-endian i32 or i64 (arr32 / arr64).
  void writeArray32(llvm::ArrayRef<int64_t> values);
  void writeArray64(llvm::ArrayRef<int64_t> values);
};

/// Where decoding failed: the first error wins, later ones are dropped.
struct DecodeError {
  std::string message;
  bool failed() const { return !message.empty(); }
};

/// A bounds-checked cursor over one region of the file (a section payload or an item of it).
/// Every read returns false after recording an error; callers stop at the first false.
class ByteReader {
public:
  ByteReader(llvm::ArrayRef<uint8_t> data, uint64_t fileOffset, llvm::StringRef section,
             DecodeError &error)
      : data(data), fileOffset(fileOffset), section(section), error(&error) {}

  /// A reader over bytes [begin, end) of this one, for an item of a table.
  ByteReader sub(uint64_t begin, uint64_t end) const {
    return ByteReader(data.slice(begin, end - begin), fileOffset + begin, section, *error);
  }

  bool atEnd() const { return pos >= data.size(); }
  uint64_t position() const { return pos; }
  uint64_t remaining() const { return data.size() - pos; }
  uint64_t absoluteOffset() const { return fileOffset + pos; }
  llvm::StringRef getSection() const { return section; }
  llvm::ArrayRef<uint8_t> getData() const { return data; }

  bool readByte(uint8_t &value);
  bool readVar(uint64_t &value);
  bool readSignedVar(int64_t &value);
  /// A varint that must not exceed `max` (counts, widths, indices of known tables).
  bool readVarAtMost(uint64_t &value, uint64_t max, llvm::StringRef what);
  bool readFixed(uint64_t &value, unsigned numBytes);
  bool readBytes(uint64_t count, llvm::ArrayRef<uint8_t> &bytes);
  /// Skips padding up to the next multiple of `alignment` of the position (plus `base`).
  bool skipPadding(uint64_t alignment, uint64_t base = 0);
  bool readArray32(llvm::SmallVectorImpl<int64_t> &values);
  bool readArray64(llvm::SmallVectorImpl<int64_t> &values);

  /// Records "<section>, offset N: message" (N absolute in the file) and returns false.
  bool fail(const llvm::Twine &message) const;
  bool failAt(uint64_t absoluteOffset, const llvm::Twine &message) const;

private:
  llvm::ArrayRef<uint8_t> data;
  uint64_t fileOffset;
  uint64_t pos = 0;
  llvm::StringRef section;
  DecodeError *error;
};

} // namespace tilec::bytecode

#endif // TILEC_LIB_BYTECODE_PRIMITIVES_H
