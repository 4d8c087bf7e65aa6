#pragma once

#include <cstddef>
#include <cstdint>

namespace hvnet::fuzzdesign {

// libFuzzer's custom mutator for design files (LLVMFuzzerCustomMutator): the
// input is read as JSON and changed as a design is, one to three edits a
// time: a number, string or flag set to a value the format or the network
// finds interesting or to one the document holds elsewhere (an id, so that
// references move), an array's element removed, repeated or swapped, an
// object's key dropped or given the value the same key has elsewhere; then
// written back as compact JSON. Most results still read, so the fuzzer gets
// past the reader to the rules and the exporters. Input that is no JSON, and
// one in fifty, gets libFuzzer's byte mutations instead.
std::size_t mutateDesign(uint8_t *data, std::size_t size, std::size_t maxSize, unsigned seed);

} // namespace hvnet::fuzzdesign
