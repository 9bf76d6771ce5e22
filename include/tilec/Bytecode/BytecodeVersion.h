//===- BytecodeVersion.h - versions of the Tile IR bytecode format ---*- C++ -*-===//
//
// A `.tileirbc` file starts with major.minor and a 16-bit tag (tile-ir-bytecode.md §5.1).
// Every encoding decision is gated on major.minor only; the tag orders releases within a minor
// version and is carried into the header unchanged.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_BYTECODE_BYTECODEVERSION_H
#define TILEC_BYTECODE_BYTECODEVERSION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tilec::bytecode {

struct Version {
  uint8_t major = 13;
  uint8_t minor = 3;
  uint16_t tag = 0;

  /// Compares major.minor only: tags never gate an encoding.
  bool atLeast(Version other) const {
    return major != other.major ? major > other.major : minor >= other.minor;
  }
  bool operator<(Version other) const { return !atLeast(other); }
  /// "13.1"; with the tag when it is not 0 ("13.1.6") unless `withTag` asks for it always.
  std::string str(bool withTag = false) const;
};

inline constexpr Version kVersion13_1{13, 1, 0};
inline constexpr Version kVersion13_2{13, 2, 0};
inline constexpr Version kVersion13_3{13, 3, 0};
inline constexpr Version kVersion13_4{13, 4, 0};

/// The versions this build reads and writes, oldest first.
llvm::ArrayRef<Version> getSupportedVersions();
/// The newest supported version: what the writer targets by default.
Version getNewestVersion();
bool isSupportedVersion(Version version);
/// Parses "13.3" or "13.3.6" (with a tag); nullopt when malformed or unsupported.
std::optional<Version> parseVersion(llvm::StringRef text);
/// "[13.1 - 13.4]", as the error messages print the supported range.
std::string getSupportedRangeText();

} // namespace tilec::bytecode

#endif // TILEC_BYTECODE_BYTECODEVERSION_H
