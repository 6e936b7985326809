// checkpoint_states (trace_file.h, issue 41): the compression of a checkpoint's state on save,
// and an opened file's states, their index checked at open and each read when asked for.
#include "kernel/trace/trace_file_reader.h"

#include <zstd.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <string>

namespace ts::tracefile {

namespace {

// The level of the event blocks (trace_block_codec.cpp): a state compresses about as well,
// and saving stays within its speed goal.
constexpr int kStateZstdLevel = 2;

std::string stateLabel(Seq seq) { return "the checkpoint state at event #" + std::to_string(seq); }

class StoredStatesFile final : public StoredStates {
public:
    StoredStatesFile(std::string file, std::vector<Entry> entries)
        : StoredStates(file, std::move(entries)), reader_(std::move(file)), dctx_(ZSTD_createDCtx())
    {
        // A connection of its own, opened now: one opened later could find another file
        // saved over this one in the meantime.
        reader_.open();
        if (!dctx_)
            throw std::bad_alloc();
    }

    std::vector<char8_t> read(std::size_t i) const override
    {
        const Entry& e = entries().at(i);
        const std::string label = stateLabel(e.seq);
        const auto bad = [&](const std::string& why) {
            return TraceError(Code::Corrupt, file(), label + " cannot be read: " + why);
        };
        auto s = reader_.prepare("SELECT raw_size, data FROM checkpoint_states WHERE seq = ?", "checkpoint states");
        sqlite3_bind_int64(s.get(), 1, static_cast<std::int64_t>(e.seq));
        if (!reader_.step(s.get(), "checkpoint states"))
            throw bad("it is missing");
        if (sqlite3_column_type(s.get(), 0) != SQLITE_INTEGER || sqlite3_column_type(s.get(), 1) != SQLITE_BLOB)
            throw bad("its raw_size is not an integer or its data not a blob");
        const std::int64_t raw = sqlite3_column_int64(s.get(), 0);
        const auto* blob = sqlite3_column_blob(s.get(), 1);
        const auto size = static_cast<std::size_t>(sqlite3_column_bytes(s.get(), 1));
        if (raw < 0 || static_cast<std::uint64_t>(raw) > kMaxStateBytes)
            throw bad("its raw size " + std::to_string(raw) + " is impossible");
        if (!blob || ZSTD_findFrameCompressedSize(blob, size) != size)
            throw bad("its data is not one zstd frame");
        const unsigned long long content = ZSTD_getFrameContentSize(blob, size);
        if (content != static_cast<unsigned long long>(raw))
            throw bad("its data does not hold raw_size (" + std::to_string(raw) + ") bytes");
        std::vector<char8_t> out(static_cast<std::size_t>(raw));
        const std::size_t n = ZSTD_decompressDCtx(dctx_.get(), out.data(), out.size(), blob, size);
        if (ZSTD_isError(n))
            throw bad(std::string("zstd: ") + ZSTD_getErrorName(n));
        if (n != out.size())
            throw bad("its data holds " + std::to_string(n) + " bytes, raw_size says " + std::to_string(raw));
        return out;
    }

private:
    struct DctxFree {
        void operator()(ZSTD_DCtx* d) const { ZSTD_freeDCtx(d); }
    };
    mutable TraceReader reader_;
    std::unique_ptr<ZSTD_DCtx, DctxFree> dctx_;
};

}  // namespace

std::vector<std::uint8_t> compressState(const std::string& file, std::span<const char8_t> bytes)
{
    struct CctxFree {
        void operator()(ZSTD_CCtx* c) const { ZSTD_freeCCtx(c); }
    };
    static thread_local std::unique_ptr<ZSTD_CCtx, CctxFree> cctx(ZSTD_createCCtx());
    if (!cctx)
        throw std::bad_alloc();
    ZSTD_CCtx_reset(cctx.get(), ZSTD_reset_session_and_parameters);
    ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_compressionLevel, kStateZstdLevel);
    ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_checksumFlag, 1);
    ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_contentSizeFlag, 1);
    std::vector<std::uint8_t> out(ZSTD_compressBound(bytes.size()));
    const std::size_t n = ZSTD_compress2(cctx.get(), out.data(), out.size(), bytes.data(), bytes.size());
    if (ZSTD_isError(n))
        throw TraceError(Code::Io, file, std::string("cannot save (compressing a state): ") + ZSTD_getErrorName(n));
    out.resize(n);
    return out;
}

std::shared_ptr<const StoredStates> readStoredStates(TraceReader& reader, const TraceHeader& header,
                                                     std::uint64_t eventCount)
{
    const std::string& file = reader.file();
    auto s = reader.prepare("SELECT seq, decisions FROM checkpoint_states ORDER BY seq", "checkpoint states");
    std::vector<StoredStates::Entry> entries;
    const auto& hashes = header.checkpointHashes;  // by seq (readCheckpoints)
    while (reader.step(s.get(), "checkpoint states")) {
        const std::int64_t seq = reader.intColumn(s.get(), 0, [] { return "checkpoint_states.seq"; });
        const std::int64_t used = reader.intColumn(s.get(), 1, [&] { return stateLabel(seq) + " (decisions)"; });
        if (seq < 0 || static_cast<std::uint64_t>(seq) > eventCount)
            corrupt(file, stateLabel(seq) + " is past the trace's " + std::to_string(eventCount) + " events");
        if (used < 0 || static_cast<std::uint64_t>(used) > header.decisions.size())
            corrupt(file,
                    stateLabel(seq) + " claims " + std::to_string(used) + " decisions used; the trace records " +
                        std::to_string(header.decisions.size()));
        const auto h = std::lower_bound(hashes.begin(), hashes.end(), static_cast<Seq>(seq),
                                        [](const auto& c, Seq x) { return c.first < x; });
        if (h == hashes.end() || h->first != static_cast<Seq>(seq))
            corrupt(file, stateLabel(seq) + " has no state hash in the checkpoints table to check it by");
        entries.push_back({static_cast<Seq>(seq), static_cast<std::uint64_t>(used)});
    }
    if (entries.empty())
        return nullptr;
    return std::make_shared<StoredStatesFile>(file, std::move(entries));
}

}  // namespace ts::tracefile
