//===- Memory.cpp - the interpreter's view of global memory ---------------===//
#include "tilec/Interpreter/Memory.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace tilec::interp {

void Memory::addRegion(const void *base, uint64_t size, std::string name, bool writable) {
  regions[reinterpret_cast<uint64_t>(base)] = Region{size, std::move(name), writable};
}

void Memory::removeRegion(const void *base) { regions.erase(reinterpret_cast<uint64_t>(base)); }

llvm::Error Memory::checkAccess(uint64_t address, uint64_t bytes, bool write) const {
  std::string message;
  llvm::raw_string_ostream stream(message);
  auto region = regions.upper_bound(address);
  if (region != regions.begin()) {
    --region;
    uint64_t offset = address - region->first;
    if (offset < region->second.size && bytes <= region->second.size - offset) {
      if (!write || region->second.writable)
        return llvm::Error::success();
      stream << "write to read-only " << region->second.name;
      return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
    }
    if (offset < region->second.size + 4096) {
      stream << (write ? "write" : "read") << " of " << bytes << " bytes at "
             << llvm::format_hex(address, 18) << " is out of bounds of " << region->second.name
             << " (byte offset " << offset << ", size " << region->second.size << ")";
      return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
    }
  }
  stream << (write ? "write" : "read") << " of " << bytes << " bytes at "
         << llvm::format_hex(address, 18) << " is outside every buffer";
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

void Memory::read(uint64_t address, void *into, uint64_t bytes) {
  std::memcpy(into, reinterpret_cast<const void *>(address), bytes);
}

void Memory::write(uint64_t address, const void *from, uint64_t bytes) {
  std::memcpy(reinterpret_cast<void *>(address), from, bytes);
}

} // namespace tilec::interp
