//===- Memory.cpp - the interpreter's view of global memory ---------------===//
#include "tilec/Interpreter/Memory.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>
#include <iterator>

namespace tilec::interp {

/// How many retired regions are remembered for messages.
constexpr size_t kRetiredRegionLimit = 4096;

void Memory::addRegion(const void *base, uint64_t size, std::string name, bool writable) {
  uint64_t start = reinterpret_cast<uint64_t>(base);
  // Host memory is reused: a retired region overlapping new storage no longer describes it.
  for (auto it = retired.begin(); it != retired.end();) {
    bool overlaps = it->first < start + std::max<uint64_t>(size, 1) &&
                    start < it->first + std::max<uint64_t>(it->second.size, 1);
    it = overlaps ? retired.erase(it) : std::next(it);
  }
  regions[start] = Region{size, std::move(name), writable};
}

void Memory::removeRegion(const void *base) { regions.erase(reinterpret_cast<uint64_t>(base)); }

void Memory::retireRegion(const void *base) {
  auto region = regions.find(reinterpret_cast<uint64_t>(base));
  if (region == regions.end())
    return;
  retired[region->first] = std::move(region->second);
  retiredOrder.push_back(region->first);
  regions.erase(region);
  while (retiredOrder.size() > kRetiredRegionLimit) {
    retired.erase(retiredOrder.front());
    retiredOrder.pop_front();
  }
}

const std::pair<const uint64_t, Memory::Region> *
Memory::findContaining(const std::map<uint64_t, Region> &map, uint64_t address, uint64_t bytes) {
  auto region = map.upper_bound(address);
  if (region == map.begin())
    return nullptr;
  --region;
  uint64_t offset = address - region->first;
  if (offset < region->second.size && bytes <= region->second.size - offset)
    return &*region;
  return nullptr;
}

llvm::Error Memory::checkAccess(uint64_t address, uint64_t bytes, bool write) const {
  std::string message;
  llvm::raw_string_ostream stream(message);
  const char *access = write ? "write" : "read";
  if (const auto *region = findContaining(regions, address, bytes)) {
    if (!write || region->second.writable)
      return llvm::Error::success();
    stream << "write to read-only " << region->second.name;
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  }
  if (const auto *region = findContaining(retired, address, bytes)) {
    stream << access << " of " << bytes << " bytes at " << llvm::format_hex(address, 18)
           << " is in " << region->second.name << ", whose lifetime has ended";
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  }
  auto region = regions.upper_bound(address);
  if (region != regions.begin()) {
    --region;
    uint64_t offset = address - region->first;
    if (offset < region->second.size + 4096) {
      stream << access << " of " << bytes << " bytes at " << llvm::format_hex(address, 18)
             << " is out of bounds of " << region->second.name << " (byte offset " << offset
             << ", size " << region->second.size << ")";
      return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
    }
  }
  stream << access << " of " << bytes << " bytes at " << llvm::format_hex(address, 18)
         << " is outside every buffer";
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

void Memory::read(uint64_t address, void *into, uint64_t bytes) {
  std::memcpy(into, reinterpret_cast<const void *>(address), bytes);
}

void Memory::write(uint64_t address, const void *from, uint64_t bytes) {
  std::memcpy(reinterpret_cast<void *>(address), from, bytes);
}

} // namespace tilec::interp
