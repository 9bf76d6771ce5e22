//===- BytecodeVersion.cpp - versions of the Tile IR bytecode format -----===//
#include "tilec/Bytecode/BytecodeVersion.h"

#include "llvm/ADT/SmallVector.h"

namespace tilec::bytecode {

std::string Version::str(bool withTag) const {
  std::string text = std::to_string(major) + "." + std::to_string(minor);
  if (withTag || tag != 0)
    text += "." + std::to_string(tag);
  return text;
}

llvm::ArrayRef<Version> getSupportedVersions() {
  static const Version versions[] = {kVersion13_1, kVersion13_2, kVersion13_3, kVersion13_4};
  return versions;
}

Version getNewestVersion() { return getSupportedVersions().back(); }

bool isSupportedVersion(Version version) {
  for (Version supported : getSupportedVersions())
    if (supported.major == version.major && supported.minor == version.minor)
      return true;
  return false;
}

std::optional<Version> parseVersion(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef, 3> parts;
  text.split(parts, '.');
  if (parts.size() < 2 || parts.size() > 3)
    return std::nullopt;
  unsigned major, minor, tag = 0;
  if (parts[0].getAsInteger(10, major) || parts[1].getAsInteger(10, minor) ||
      (parts.size() == 3 && parts[2].getAsInteger(10, tag)) || major > 255 || minor > 255 ||
      tag > 0xFFFF)
    return std::nullopt;
  Version version{uint8_t(major), uint8_t(minor), uint16_t(tag)};
  if (!isSupportedVersion(version))
    return std::nullopt;
  return version;
}

std::string getSupportedRangeText() {
  return "[" + getSupportedVersions().front().str() + " - " + getNewestVersion().str() + "]";
}

} // namespace tilec::bytecode
